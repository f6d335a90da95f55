import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';
import type { ErrorBody } from '@farewise/contracts';

/** What Node's HTTP parser refuses before Koa sees a request, by the error's code, as status and error body. */
const PARSER_REFUSALS: Record<string, [number, ErrorBody]> = {
  HPE_HEADER_OVERFLOW: [431, { code: 'headers_too_large', message: 'Request headers are too large' }],
  ERR_HTTP_REQUEST_TIMEOUT: [408, { code: 'request_timeout', message: 'The request took too long to arrive' }],
};
const MALFORMED: [number, ErrorBody] = [400, { code: 'malformed_request', message: 'The request could not be read' }];

/**
 * Answers a request Node's parser refused (headers over its 16 KB limit, a malformed request line, a request that
 * arrived too slowly) in the API's JSON error shape with `nosniff`, as every other error is answered; Node's own
 * answer is a bare status line. The connection is closed after it.
 */
function answerParserError(error: NodeJS.ErrnoException, socket: Duplex) {
  // A peer that hung up, or a socket already written to, can take no answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, body] = PARSER_REFUSALS[error.code ?? ''] ?? MALFORMED;
  const json = JSON.stringify(body);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      json,
    ].join('\r\n'),
  );
}

/**
 * Starts `app` listening on `host` (every interface when unset) and `port` (0 for any free port), answering requests Node's parser refuses in the
 * JSON error shape. Resolves once it accepts connections.
 * @throws Error when the port is taken or the host cannot be bound.
 */
export function listen(app: Koa, port: number, host?: string): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
    server.on('clientError', answerParserError);
  });
}
