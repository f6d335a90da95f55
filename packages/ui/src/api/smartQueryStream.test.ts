import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SmartQueryEvent, SmartQueryResponse } from '@farewise/contracts';
import { ApiClient, ApiError } from './client';
import { AdvisorStreamError, streamSmartQuery } from './smartQueryStream';

const ANSWER: SmartQueryResponse = {
  response: 'The lowest fare New York → Paris today is $412 [1].',
  sources: [{ id: 1, kind: 'fare', label: 'Lowest fare New York → Paris today', value: '$412', href: '/?origin=NYC' }],
};

/** One SSE message per event, `event:` its type; `chunks` cuts the text anywhere, as a network does. */
function eventStream(events: SmartQueryEvent[], chunkSize: number): Response {
  const text = events.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join('');
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += chunkSize) controller.enqueue(bytes.slice(at, at + chunkSize));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function clientAnswering(response: Response, seen: Request[] = []): ApiClient {
  return new ApiClient({
    fetch: (input, init) => {
      seen.push(new Request(new URL(String(input), 'http://localhost'), init));
      return Promise.resolve(response);
    },
  });
}

const request = { query: 'When should I fly to Paris?' };

describe('streamSmartQuery', () => {
  it('asks for server-sent events and reports the text as it grows, whatever the chunking', async () => {
    for (const chunkSize of [1, 7, 4096]) {
      const seen: Request[] = [];
      const texts: string[] = [];
      const stream = eventStream(
        [
          { type: 'delta', text: 'The lowest fare ' },
          { type: 'delta', text: 'is $412 [1].' },
          { type: 'answer', answer: ANSWER },
        ],
        chunkSize,
      );
      const answer = await streamSmartQuery(clientAnswering(stream, seen), request, (text) => texts.push(text));
      expect(seen[0]!.headers.get('Accept')).toBe('text/event-stream');
      expect(seen[0]!.method).toBe('POST');
      expect(texts).toEqual(['The lowest fare ', 'The lowest fare is $412 [1].']);
      expect(answer).toEqual(ANSWER);
    }
  });

  it('reads a plain JSON answer from a server that does not stream', async () => {
    const json = new Response(JSON.stringify(ANSWER), { headers: { 'Content-Type': 'application/json' } });
    const texts: string[] = [];
    await expect(streamSmartQuery(clientAnswering(json), request, (text) => texts.push(text))).resolves.toEqual(ANSWER);
    expect(texts).toEqual([]);
  });

  it("fails with the server's message on an error event", async () => {
    const stream = eventStream(
      [
        { type: 'delta', text: 'The lowest' },
        { type: 'error', error: { message: 'The flight search is unavailable', code: 'upstream_failed' } },
      ],
      16,
    );
    const failure = streamSmartQuery(clientAnswering(stream), request, () => undefined);
    await expect(failure).rejects.toBeInstanceOf(AdvisorStreamError);
    await expect(failure).rejects.toThrow('The flight search is unavailable');
  });

  it('fails when the stream ends before the answer', async () => {
    const stream = eventStream([{ type: 'delta', text: 'The lowest' }], 16);
    await expect(streamSmartQuery(clientAnswering(stream), request, () => undefined)).rejects.toThrow(
      'The answer stopped before it was complete',
    );
  });

  it('throws ApiError with the status for a refused question', async () => {
    const refused = new Response(JSON.stringify({ message: 'Please enter a travel question', code: 'invalid' }), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    });
    const failure = streamSmartQuery(clientAnswering(refused), { query: ' ' }, () => undefined);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400 });
  });
});

describe('streamSmartQuery when the stream parser cannot load (the page went offline, a new deploy)', () => {
  afterEach(() => {
    vi.doUnmock('eventsource-parser');
    vi.resetModules();
  });

  it('fails a streamed answer with the loading error, and still reads a JSON answer without an unhandled rejection', async () => {
    vi.resetModules();
    vi.doMock('eventsource-parser', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { streamSmartQuery: withoutParser } = await import('./smartQueryStream');
    const stream = eventStream([{ type: 'answer', answer: ANSWER }], 4096);
    // Vitest wraps the mock's error in its own, with the original as the cause.
    await expect(withoutParser(clientAnswering(stream), request, () => undefined)).rejects.toHaveProperty(
      'cause.message',
      'Failed to fetch dynamically imported module',
    );
    // The parser is not needed here; its failed load must not surface as an unhandled rejection (Vitest fails on one).
    const json = new Response(JSON.stringify(ANSWER), { headers: { 'Content-Type': 'application/json' } });
    await expect(withoutParser(clientAnswering(json), request, () => undefined)).resolves.toEqual(ANSWER);
  });
});
