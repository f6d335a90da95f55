import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** What the Duffel client sent: method, path and query, bearer token, and the JSON body. */
export interface DuffelRequest {
  method?: string;
  url?: string;
  authorization?: string;
  body: { data: Record<string, unknown> };
}

/** A status and a JSON body the replay server answers with. */
export interface DuffelAnswer {
  status: number;
  body: string;
}

/** A loopback stand-in for the Duffel API that replays recorded answers. */
export interface DuffelReplay {
  /** The client's `basePath`, once the suite has started. */
  basePath: string;
  /** What the next request is answered with. Tests may change it; it is reset before each test. */
  answer: DuffelAnswer;
  /** The last request received. */
  request: DuffelRequest;
}

/** A recorded Duffel answer from `providers/fixtures/` (written by hand from Duffel's documented v2 shapes). */
export function duffelFixture(name: string): string {
  return readFileSync(new URL(`../providers/fixtures/${name}`, import.meta.url), 'utf8');
}

const readJson = async (incoming: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as DuffelRequest['body'];
};

/**
 * For the calling test suite, a server on a free loopback port that answers every request with `answer` (reset to
 * `recorded()` before each test) and records it, so the Duffel adapters are tested against recorded responses
 * without the network. It listens before the suite's tests and closes after them.
 */
export function replayDuffel(recorded: () => DuffelAnswer): DuffelReplay {
  const replay: DuffelReplay = { basePath: '', answer: recorded(), request: { body: { data: {} } } };
  const server = createServer((incoming, response) => {
    void readJson(incoming).then((body) => {
      replay.request = {
        method: incoming.method,
        url: incoming.url,
        authorization: incoming.headers.authorization,
        body,
      };
      response.writeHead(replay.answer.status, { 'content-type': 'application/json' }).end(replay.answer.body);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    replay.basePath = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    replay.answer = recorded();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return replay;
}
