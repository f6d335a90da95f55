import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@farewise/contracts';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

/** Writes `raw` to the server on a socket of its own and reads the whole answer, up to the server's close. */
function exchange(url: string, raw: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('requests refused by the HTTP parser', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
  });
  afterAll(() => server.close());

  it.each([
    [
      'headers over 16 KB',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    ['a malformed request line', 'GET /api/health NOT-HTTP\r\n\r\n', 400, 'malformed_request'],
  ])('answers %s in the JSON error shape with nosniff', async (_, raw, status, code) => {
    const answer = await exchange(server.url, raw);
    expect(answer.status).toBe(status);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(ErrorBody.parse(JSON.parse(answer.body)).code).toBe(code);
  });

  it('still answers a normal request afterwards', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
  });
});
