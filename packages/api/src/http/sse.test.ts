import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@farewise/contracts';
import { DomainError } from '../domain/errors';
import { readEvents } from '../testing/eventStream';
import { errorResponder } from './errors';
import { sseMessage, streamEvents, wantsEventStream } from './sse';

type Event = { type: 'delta'; text: string } | { type: 'done' } | { type: 'error'; error: ErrorBody };

let server: Server | undefined;
afterEach(async () => {
  const closing = server;
  server = undefined;
  closing?.closeAllConnections();
  if (closing) await new Promise((resolve) => closing.close(resolve));
});

/** A server whose one route streams what `produce` sends, behind the API's error mapper. */
async function serve(produce: Parameters<typeof streamEvents<Event>>[1]): Promise<string> {
  const app = new Koa();
  app.silent = true;
  app.use(errorResponder());
  app.use((ctx) => streamEvents<Event>(ctx, produce, (error) => ({ type: 'error', error })));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('wantsEventStream and sseMessage', () => {
  it('reads the Accept header and writes one event with its type as the event name', () => {
    expect(wantsEventStream('text/event-stream')).toBe(true);
    expect(wantsEventStream('application/json, text/event-stream;q=0.9')).toBe(true);
    expect(wantsEventStream('application/json')).toBe(false);
    expect(wantsEventStream(undefined)).toBe(false);
    const event: Event = { type: 'delta', text: 'two\nlines' };
    expect(sseMessage(event)).toBe('event: delta\ndata: {"type":"delta","text":"two\\nlines"}\n\n');
  });
});

describe('streamEvents', () => {
  it('writes each event as it is sent, then the last one, and ends', async () => {
    const url = await serve(async (send) => {
      send({ type: 'delta', text: 'Hello, ' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      send({ type: 'delta', text: 'world' });
      return { type: 'done' };
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(readEvents(await response.text())).toEqual([
      { type: 'delta', text: 'Hello, ' },
      { type: 'delta', text: 'world' },
      { type: 'done' },
    ]);
  });

  it('ends with an error event, the error mapper’s body, when the work fails after the first event', async () => {
    const url = await serve(async (send) => {
      send({ type: 'delta', text: 'Looking…' });
      throw new DomainError('UpstreamFailed', 'upstream_failed', 'The flight provider failed');
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(readEvents(await response.text())).toEqual([
      { type: 'delta', text: 'Looking…' },
      { type: 'error', error: { message: 'The flight provider failed', code: 'upstream_failed' } },
    ]);
  });

  it('hides an unexpected failure’s detail, as the error mapper does', async () => {
    const url = await serve(async (send) => {
      send({ type: 'delta', text: '…' });
      throw new Error('secret detail');
    });
    const events = readEvents(await (await fetch(url)).text());
    expect(events.at(-1)).toEqual({ type: 'error', error: { message: 'Internal server error', code: 'internal' } });
  });

  it('answers the ordinary JSON error when the work fails before any event', async () => {
    const url = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new DomainError('NotFound', 'no_flights', 'No flights found on this date');
    });
    const response = await fetch(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'No flights found on this date', code: 'no_flights' });
  });

  it('aborts the work’s signal when the client goes away', async () => {
    let aborted!: () => void;
    const gone = new Promise<void>((resolve) => (aborted = () => resolve()));
    const url = await serve(async (send, signal) => {
      send({ type: 'delta', text: 'first' });
      signal.addEventListener('abort', aborted);
      await gone;
      return { type: 'done' };
    });
    const client = new AbortController();
    const response = await fetch(url, { signal: client.signal });
    const reader = response.body!.getReader();
    await reader.read();
    client.abort();
    await expect(gone).resolves.toBeUndefined();
  });
});
