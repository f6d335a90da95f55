import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '@farewise/contracts';
import { errorResponder } from './errors';
import { admit, mount } from './endpoint';

const endpoint = {
  method: 'GET',
  path: '/api/things',
  query: z.object({ n: z.coerce.number().int() }),
  response: z.object({ count: z.number() }),
  source: 'test',
} as const satisfies Endpoint;

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Serves one mounted endpoint behind the API's error mapper; answers the fetch of `pathname`. */
async function serve(handler: Parameters<typeof mount<typeof endpoint>>[2], pathname: string) {
  const router = new Router();
  mount(router, endpoint, handler);
  const app = new Koa();
  app.use(errorResponder());
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  return fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`);
}

describe('mount', () => {
  it('answers 400 for a query outside the schema', async () => {
    const response = await serve(() => ({ count: 1 }), '/api/things?n=two');
    expect(response.status).toBe(400);
  });

  it('answers 500, not 400, when the handler breaks the response schema', async () => {
    const response = await serve(() => ({ count: 'many' }) as unknown as { count: number }, '/api/things?n=2');
    expect(response.status).toBe(500);
  });

  it('sends an admitted answer without parsing it again', async () => {
    const cached = admit(endpoint, { count: 3 });
    const parse = vi.spyOn(endpoint.response, 'safeParse');
    const response = await serve(() => cached, '/api/things?n=2');
    expect(await response.json()).toEqual({ count: 3 });
    expect(parse).not.toHaveBeenCalled();
  });

  it('writes an admitted answer’s JSON once, and sends the same JSON again', async () => {
    const cached = admit(endpoint, { count: 4 });
    const stringify = vi.spyOn(JSON, 'stringify');
    const first = await serve(() => cached, '/api/things?n=2');
    close?.();
    const second = await serve(() => cached, '/api/things?n=2');
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await first.text()).toBe(await second.text());
    expect(stringify.mock.calls.filter(([value]) => value === cached)).toHaveLength(1);
    stringify.mockRestore();
  });
});
