import {
  endpoints,
  SmartQueryEvent,
  SmartQueryResponse,
  type ErrorBody,
  type SmartQueryRequest,
} from '@farewise/contracts';
import type { ApiClient } from './client';

/** The advisor's stream ended with an `error` event, or without an answer: `message` is the API's own. */
export class AdvisorStreamError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.message);
    this.name = 'AdvisorStreamError';
  }
}

/**
 * `POST /api/ai/smart-query` read as server-sent events (AI issue): `onText` gets the answer text written so far at
 * each `delta`; resolves with the `answer` event's checked answer and its sources, which may differ from the streamed
 * text (a model's text that failed the grounding check is replaced). A server that answers plain JSON is read too.
 * @throws ApiError on a non-OK status (a blank query is a 400); AdvisorStreamError on an `error` event or a stream
 * that ends without an answer; $ZodError for an event that breaks the contract.
 */
export async function streamSmartQuery(
  client: ApiClient,
  body: SmartQueryRequest,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<SmartQueryResponse> {
  const { method, path } = endpoints.smartQuery;
  // The stream's parser loads beside the question's request, not with every page that shows the advisor. Its failure
  // is the caller's (awaited below), not an unhandled rejection when the server answers plain JSON.
  const loadingParser = import('eventsource-parser');
  loadingParser.catch(() => undefined);
  const response = await client.open(method, path, { body, signal, accept: 'text/event-stream' });
  if (!response.headers.get('Content-Type')?.includes('text/event-stream')) {
    return SmartQueryResponse.parse(await response.json());
  }
  let text = '';
  let last: SmartQueryEvent | undefined;
  const { createParser } = await loadingParser;
  const parser = createParser({
    onEvent: ({ data }) => {
      last = SmartQueryEvent.parse(JSON.parse(data));
      if (last.type === 'delta') {
        text += last.text;
        onText(text);
      }
    },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(chunk.value);
  const outcome = last as SmartQueryEvent | undefined;
  if (outcome?.type === 'answer') return outcome.answer;
  throw new AdvisorStreamError(
    outcome?.type === 'error'
      ? outcome.error
      : { message: 'The answer stopped before it was complete', code: 'stream_ended' },
  );
}
