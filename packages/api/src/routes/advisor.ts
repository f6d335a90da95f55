import type Router from '@koa/router';
import { endpoints, type SmartQueryEvent } from '@farewise/contracts';
import { admit, mount, STREAMED } from '../http/endpoint';
import { streamEvents, wantsEventStream } from '../http/sse';
import type { Advisor } from '../services/advisor/Advisor';

/**
 * `POST /api/ai/smart-query` with `{ query, userContext }` (spec 01 §3) → `{ response, sources }` (200): the advisor's
 * answer, each figure cited `[n]` from `sources[n - 1]` (kind, label, value, and the page that shows it). A blank
 * query is a 400 with "Please enter a travel question or destination you're curious about."
 *
 * Asked with `Accept: text/event-stream`, the answer comes as server-sent events (`SmartQueryEvent`): `delta` events
 * with the text as it is written, then one `answer` event with the checked answer, or an `error` event with the error
 * body if the advisor fails once the stream has begun. A request the schema refuses, or an advisor failure before the
 * first event, is the ordinary JSON error. Source: spec 01 §3 smart query, AI issue.
 */
export function advisorRoutes(router: Router, advisor: Advisor): void {
  mount(router, endpoints.smartQuery, async ({ body }, ctx) => {
    // An answer is computed, not stored: 200, not POST's usual 201.
    ctx.status = 200;
    if (!wantsEventStream(ctx.get('Accept'))) return advisor.answer(body);
    await streamEvents<SmartQueryEvent>(
      ctx,
      async (send, signal) => {
        const onDelta = (text: string) => send({ type: 'delta', text });
        const answer = await advisor.answer(body, { onDelta, signal });
        return { type: 'answer', answer: admit(endpoints.smartQuery, answer) };
      },
      (error) => ({ type: 'error', error }),
    );
    return STREAMED;
  });
}
