import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Call } from './journey';
import { LOOPBACK } from './loopback';
import type { Failure, Reply } from './records';

/** The failure of a request that ended in `error` before its whole answer came. */
function failureOf(error: NodeJS.ErrnoException, request: http.ClientRequest, answerBegun: boolean): Failure {
  if (error.name === 'AbortError') return 'timeout';
  if (answerBegun) return 'reset mid-answer';
  if (error.code === 'ECONNREFUSED') return 'refused';
  if (error.code === 'ECONNRESET') return request.reusedSocket ? 'reset on reused socket' : 'reset before answer';
  return error.code ?? error.message;
}

/**
 * Sends `call` to the server on loopback `port` through `agent` (`false` for a connection of its own) and resolves
 * with how it ended, never rejecting: a whole answer, or the failure, after at most `timeoutMs`.
 */
export function send(port: number, agent: http.Agent | false, call: Call, timeoutMs: number): Promise<Reply> {
  return new Promise((resolve) => {
    const sentAt = performance.now();
    let answerBegun = false;
    let settled = false;
    const end = (fields: Omit<Reply, 'sentAt' | 'endedAt'>) => {
      if (settled) return;
      settled = true;
      resolve({ sentAt, endedAt: performance.now(), ...fields });
    };
    const signal = AbortSignal.timeout(timeoutMs);
    const headers =
      call.body === undefined ? call.headers : { ...call.headers, 'Content-Length': Buffer.byteLength(call.body) };
    const request = http.request(
      {
        host: LOOPBACK,
        port,
        method: call.method,
        path: call.path,
        headers,
        agent,
        signal,
      },
      (response) => {
        answerBegun = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          end({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8'), headers: response.headers }),
        );
        response.on('error', () => {});
        response.on('close', () => {
          if (!response.complete) end({ failure: signal.aborted ? 'timeout' : 'reset mid-answer' });
        });
      },
    );
    request.on('error', (error) => end({ failure: failureOf(error, request, answerBegun) }));
    request.end(call.body);
  });
}
