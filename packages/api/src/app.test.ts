import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DestinationList, ErrorBody, HealthResponse, StatusResponse } from '@farewise/contracts';
import { TestBrowser } from './testing/browser';
import { testDatabases } from './testing/databases';
import { startTestServer, type TestServer } from './testing/testServer';

const appDist = mkdtempSync(path.join(tmpdir(), 'farewise-app-'));
writeFileSync(
  path.join(appDist, 'index.html'),
  '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>Farewise</title>',
);
// A built asset with the brotli copy the build writes beside it.
const script = `export const fares = [${'199, '.repeat(600)}];`;
mkdirSync(path.join(appDist, 'assets'));
writeFileSync(path.join(appDist, 'assets', 'app.js'), script);
writeFileSync(path.join(appDist, 'assets', 'app.js.br'), brotliCompressSync(script));
// The pages the build prerenders: home and one other.
mkdirSync(path.join(appDist, 'prerendered'));
// Prerendered markup carries React's inline style attributes, escaped as React writes them.
writeFileSync(
  path.join(appDist, 'prerendered', 'index.html'),
  '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>Home — Farewise</title>' +
    '<span style="width:60%;height:1.5em"></span><i style="font-family:&quot;Inter&quot;"></i>',
);
writeFileSync(path.join(appDist, 'prerendered', 'destinations.html'), '<!doctype html><title>Destinations</title>');
writeFileSync(path.join(appDist, 'prerendered', 'recommendations.html'), '<!doctype html><title>Ideas</title>');
// The build's render module, which draws its live pages at each request from the answers it is given, named here.
mkdirSync(path.join(appDist, '.ssr'));
writeFileSync(
  path.join(appDist, '.ssr', 'prerender.js'),
  `export const LIVE_PAGES = { '/destinations': ['destinations'], '/recommendations': ['session', 'aiRecommendations'] };
export async function renderLivePage(html, url, now, answers) {
  if (url.includes('fail')) throw new Error('the render failed');
  const drawn = answers.map(({ endpoint, params, body }) =>
    \`\${endpoint} \${JSON.stringify(params ?? {})} \${Array.isArray(body) ? body.length : JSON.stringify(body)}\`);
  // A page drawn from an answer may hold a style attribute none of the build's pages does.
  const styled = url.includes('styled') ? '<b style="width:37%"></b>' : '';
  return html.replace('</title>', \` at \${url}</title><p>\${drawn.join('; ')}</p>\${styled}\`);
}`,
);

describe.each(testDatabases())('HTTP app over $name', (db) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(db, { APP_DIST: appDist, BODY_LIMIT: '1kb' });
  });
  afterAll(() => server.close());

  const post = (pathname: string, body: string) =>
    fetch(`${server.url}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  it('GET /api/status answers the contract, demo mode, with a live database', async () => {
    const response = await fetch(`${server.url}/api/status`);
    expect(response.status).toBe(200);
    const status = StatusResponse.parse(await response.json());
    expect(status.flights).toEqual({ configured: false, provider: 'offline', environment: 'offline' });
    expect(status.database).toEqual({ ok: true, driver: db.config.driver });
  });

  it('GET /api/health answers the liveness probe', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(HealthResponse.parse(await response.json())).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(ErrorBody.parse(await response.json())).toEqual({
      message: 'No API endpoint at GET /api/no-such-thing',
      code: 'not_found',
    });
  });

  it('answers a wrong method with a JSON 405 and Allow', async () => {
    const response = await post('/api/status', '{}');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(ErrorBody.parse(await response.json()).code).toBe('method_not_allowed');
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await post('/api/status', '{"route":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Request body is not valid JSON', code: 'malformed_json' });

    const oversized = await post('/api/status', JSON.stringify({ padding: 'x'.repeat(2048) }));
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ message: 'Request body is larger than 1kb', code: 'payload_too_large' });
  });

  it('allows a live page’s own style attributes in its response’s CSP, and only in that response', async () => {
    const styleSources = async (pathname: string) => {
      const csp = (await fetch(`${server.url}${pathname}`)).headers.get('content-security-policy') ?? '';
      return /style-src-attr ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    };
    const hash = `'sha256-${createHash('sha256').update('width:37%').digest('base64')}'`;
    const plain = await styleSources('/destinations');
    expect(plain).not.toContain(hash);
    expect(await styleSources('/destinations?styled')).toEqual([...plain, hash]);
    expect(await styleSources('/destinations')).toEqual(plain);
  });

  it('sets security headers with a same-origin CSP', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': expect.stringMatching(/^max-age=\d{8}/),
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it("admits <style> only with each page's own nonce, and only the prerendered pages' style attributes", async () => {
    const nonces = [];
    for (const pathname of ['/', '/', '/trips']) {
      const response = await fetch(`${server.url}${pathname}`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await response.text()).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
    const csp = (await fetch(`${server.url}/api/status`)).headers.get('content-security-policy') ?? '';
    const hash = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
    expect(csp).toContain(
      `style-src-attr 'unsafe-hashes' ${[hash('font-family:"Inter"'), hash('width:60%;height:1.5em')].sort().join(' ')}`,
    );
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const generated = await fetch(`${server.url}/api/status`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.url}/api/status`, { headers: { 'X-Request-Id': 'trace-42' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42');
    const replaced = await fetch(`${server.url}/api/status`, { headers: { 'X-Request-Id': 'not a valid id!' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the app for client routes and 404 for missing files', async () => {
    const route = await fetch(`${server.url}/Destination/paris/`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('<title>Farewise</title>');

    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it('serves a prerendered page for its path as the router matches it, a live page rendered with its query, and the bare app when a query is given', async () => {
    const html = async (pathname: string) => {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return response.text();
    };
    expect(await html('/')).toContain('<title>Home — Farewise</title>');
    // A live page, drawn from the destinations' list as GET /api/destinations answers it.
    const listed = DestinationList.parse(await (await fetch(`${server.url}/api/destinations`)).json()).length;
    expect(await html('/Destinations/')).toContain(
      `<title>Destinations at /destinations</title><p>destinations {} ${listed}</p>`,
    );
    expect(await html('/destinations?q=lisbon')).toContain('<title>Destinations at /destinations?q=lisbon</title>');
    // The response's nonce is written into the page before the query is: a query naming the placeholder stays text.
    expect(await html('/destinations?q=__CSP_NONCE__')).toContain('at /destinations?q=__CSP_NONCE__</title>');
    // A live page whose render fails: the prerendered page without a query, the bare app with one.
    expect(await html('/destinations?fail')).toContain('<title>Farewise</title>');
    // A search or filter changes the page: the app renders it from the URL.
    expect(await html('/?origin=JFK')).toContain('<title>Farewise</title>');
    // Pages the build left to the browser.
    expect(await html('/hotels')).toContain('<title>Farewise</title>');
  });

  it('draws /recommendations for its visitor: a guest’s cards signed out, the user’s own signed in, for no cache to keep', async () => {
    const visitor = new TestBrowser(server.url);
    const cards = async () => ((await visitor.get(`/api/ai/recommendations/guest`)).json as unknown[]).length;
    const guest = await visitor.get('/recommendations');
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    expect(guest.text).toContain(
      `<p>session {} {"user":null}; aiRecommendations {"userId":"guest"} ${await cards()}</p>`,
    );
    const user = await visitor.signUp('live_page_reader');
    const signedIn = await visitor.get('/recommendations');
    expect(signedIn.text).toContain(`session {} {"user":{"id":${user.id},"username":"live_page_reader"`);
    const own = ((await visitor.get(`/api/ai/recommendations/${user.id}`)).json as unknown[]).length;
    expect(signedIn.text).toContain(`aiRecommendations {"userId":${user.id}} ${own}</p>`);
  });

  it('serves none of the build’s hidden files, such as its render module', async () => {
    expect((await fetch(`${server.url}/.ssr/prerender.js`)).status).toBe(404);
  });

  it("serves the build's precompressed copy to clients that accept it, and the plain file to others", async () => {
    const brotli = await fetch(`${server.url}/assets/app.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await brotli.text()).toBe(script);

    const plain = await fetch(`${server.url}/assets/app.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('compresses JSON answers of 1 KB and more on the fly', async () => {
    const large = await fetch(`${server.url}/api/destinations`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(DestinationList.parse(await large.json()).length).toBeGreaterThan(0);

    const small = await fetch(`${server.url}/api/health`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe.each(testDatabases())('live page limit over $name', (db) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(db, { APP_DIST: appDist, TRUST_PROXY: 'true', RATE_LIMIT_LIVE_PAGES: '2/60' });
  });
  afterAll(() => server.close());

  it('renders a client at most RATE_LIMIT_LIVE_PAGES live pages a window, then sends it the prerendered page', async () => {
    const title = async (client: string) => {
      const response = await fetch(`${server.url}/destinations`, { headers: { 'X-Forwarded-For': client } });
      expect(response.status).toBe(200);
      return /<title>[^<]*<\/title>/.exec(await response.text())?.[0];
    };
    const drawn = '<title>Destinations at /destinations</title>';
    expect([await title('203.0.113.5'), await title('203.0.113.5')]).toEqual([drawn, drawn]);
    expect(await title('203.0.113.5')).toBe('<title>Destinations</title>');
    expect(await title('198.51.100.5')).toBe(drawn);
  });
});
