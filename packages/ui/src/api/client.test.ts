import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type QueryClient } from '@tanstack/react-query';
import { ApiClient, ApiError, describeError } from './client';
import { createQueryClient } from './queryClient';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = new ApiClient({ baseUrl: BASE });

describe('ApiClient (spec 01 §7 shared request rules)', () => {
  it('sends credentials on every request', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(`${BASE}/api/destinations`, ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json([]);
      }),
    );
    await client.get('/api/destinations');
    expect(credentials).toBe('include');
  });

  it('sends a JSON content type and body only when a payload is given', async () => {
    const seen: Array<{ type: string | null; body: string }> = [];
    server.use(
      http.post(`${BASE}/api/auth/logout`, async ({ request }) => {
        seen.push({ type: request.headers.get('content-type'), body: await request.text() });
        return HttpResponse.json({ ok: true });
      }),
    );
    await client.request('POST', '/api/auth/logout');
    await client.request('POST', '/api/auth/logout', { body: { all: true } });
    expect(seen).toEqual([
      { type: null, body: '' },
      { type: 'application/json', body: '{"all":true}' },
    ]);
  });

  it('raises "<status>: <body text>" on a non-OK answer', async () => {
    server.use(http.get(`${BASE}/api/status`, () => HttpResponse.text('database is down', { status: 503 })));
    await expect(client.get('/api/status')).rejects.toThrow(
      new ApiError(503, 'database is down', 'Service Unavailable'),
    );
    await expect(client.get('/api/status')).rejects.toThrow('503: database is down');
  });

  it('uses the status text when the body is empty', async () => {
    server.use(
      http.get(`${BASE}/api/status`, () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(client.get('/api/status')).rejects.toThrow('502: Bad Gateway');
  });

  it('exposes the server message of a JSON error body', async () => {
    server.use(
      http.get(`${BASE}/api/status`, () => HttpResponse.json({ message: 'Nope', code: 'x' }, { status: 400 })),
    );
    const error = await client.get('/api/status').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Nope');
    expect(describeError(error as ApiError)).toBe('Nope');
  });

  it('exposes the field issues of a JSON error body, and none for a body without them', async () => {
    const issues = [{ path: ['currentPassword'], message: 'Current password is incorrect' }];
    server.use(
      http.post(`${BASE}/api/auth/password`, () =>
        HttpResponse.json(
          { message: 'Current password is incorrect', code: 'wrong_password', issues },
          { status: 400 },
        ),
      ),
      http.get(`${BASE}/api/status`, () => HttpResponse.text('database is down', { status: 503 })),
    );
    const wrong = await client.request('POST', '/api/auth/password', { body: {} }).catch((e: unknown) => e);
    expect((wrong as ApiError).issues).toEqual(issues);
    const down = await client.get('/api/status').catch((e: unknown) => e);
    expect((down as ApiError).issues).toEqual([]);
  });

  it('raises on 401 by default and returns null when asked to', async () => {
    server.use(http.get(`${BASE}/api/auth/me`, () => HttpResponse.json({ message: 'Sign in' }, { status: 401 })));
    await expect(client.get('/api/auth/me')).rejects.toThrow('401: {"message":"Sign in"}');
    await expect(client.get('/api/auth/me', undefined, { on401: 'returnNull' })).resolves.toBeNull();
    // Through the contracts table too: the session is null when signed out, not a failed parse of the 401.
    await expect(client.call('me', {}, { on401: 'returnNull' })).resolves.toBeNull();
    await expect(client.call('me')).rejects.toThrow('401');
  });

  it('parses named endpoints with the contract and fills path parameters', async () => {
    server.use(
      http.get(`${BASE}/api/status`, () =>
        HttpResponse.json({
          flights: { configured: false, provider: 'offline', environment: 'offline' },
          hotels: { configured: false, provider: 'offline' },
          ai: { configured: false, provider: 'offline' },
          database: { ok: true, driver: 'pglite' },
          version: '1.0.0',
        }),
      ),
    );
    await expect(client.call('status')).resolves.toMatchObject({ version: '1.0.0' });

    server.use(http.get(`${BASE}/api/status`, () => HttpResponse.json({ version: 1 })));
    await expect(client.call('status')).rejects.toThrow(/flights/);
  });
});

describe('default query function', () => {
  it('GETs the query key parts joined with slashes, with a trailing object as the query string', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${BASE}/api/*`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ ok: true });
      }),
    );
    const queryClient: QueryClient = createQueryClient(client);
    await queryClient.fetchQuery({ queryKey: ['/api/price-history', 'NYC-PAR'] });
    await queryClient.fetchQuery({ queryKey: ['/api/airports/search', { q: 'par', empty: '' }] });
    expect(urls).toEqual([`${BASE}/api/price-history/NYC-PAR`, `${BASE}/api/airports/search?q=par`]);
  });

  it('never retries and treats data as never stale (spec 01 §7)', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/status`, () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const queryClient = createQueryClient(client);
    await expect(queryClient.fetchQuery({ queryKey: ['/api/status'] })).rejects.toThrow('500');
    expect(calls).toBe(1);
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults).toMatchObject({ staleTime: Infinity, retry: false, refetchOnWindowFocus: false });
  });
});
