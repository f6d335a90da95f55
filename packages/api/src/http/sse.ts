import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { ErrorBody } from '@farewise/contracts';
import { toErrorResponse } from './errors';

/** Whether a request's `Accept` header asks for server-sent events (`text/event-stream`). */
export function wantsEventStream(accept: string | undefined): boolean {
  return (accept ?? '').toLowerCase().includes('text/event-stream');
}

/**
 * One server-sent event as written on the wire: `event: <type>`, `data: <the event as JSON>` (one line: JSON
 * escapes line breaks), and the blank line that ends it.
 */
export function sseMessage(event: { type: string }): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Answers a request with server-sent events (AI issue: the advisor's answer as it is written).
 *
 * `produce` sends events with `send` and resolves with the last one. Until its first `send`, nothing is answered: a
 * failure before then throws on to the error mapper, so it gets its ordinary status and JSON body. From the first
 * event on, the answer is 200 `text/event-stream` with `Cache-Control: no-cache` (and no proxy buffering), each event
 * written as it comes (Nagle off); a failure then ends the stream with `errorEvent` of the error's JSON body (a 5xx
 * one logged with its stack, as the error mapper does). `produce`'s signal aborts when the client goes away, and
 * nothing more is written. Resolves once the stream is set up; the rest is written in the background and never
 * rejects.
 */
export async function streamEvents<E extends { type: string }>(
  ctx: Context,
  produce: (send: (event: E) => void, signal: AbortSignal) => Promise<E>,
  errorEvent: (body: ErrorBody) => E,
): Promise<void> {
  const left = new AbortController();
  const onClose = () => {
    if (!ctx.res.writableFinished) left.abort(new Error('The client closed the connection'));
  };
  ctx.res.once('close', onClose);

  // Events are written from the first on; the stream becomes the body (and is sent) only once there is one.
  const stream = new PassThrough();
  let began: () => void = () => {};
  const beginning = new Promise<void>((resolve) => (began = resolve));
  const write = (event: E) => {
    if (!stream.destroyed && !stream.writableEnded) stream.write(sseMessage(event));
  };
  const send = (event: E) => {
    write(event);
    began();
  };

  const outcome = produce(send, left.signal);
  try {
    await Promise.race([beginning, outcome]);
  } catch (error) {
    ctx.res.off('close', onClose);
    stream.destroy();
    // A client gone before the first event has no one to answer.
    if (left.signal.aborted) {
      ctx.respond = false;
      return;
    }
    throw error;
  }

  ctx.req.socket.setNoDelay(true);
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set({ 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
  ctx.body = stream;
  void outcome
    .then(write, (error: unknown) => {
      if (left.signal.aborted) return;
      const { status, body } = toErrorResponse(error);
      if (status >= 500) ctx.req.log?.error({ err: error }, 'event stream failed');
      write(errorEvent(body));
    })
    .catch((error: unknown) => ctx.req.log?.error({ err: error }, 'event stream failed'))
    .finally(() => {
      ctx.res.off('close', onClose);
      stream.end();
    });
}
