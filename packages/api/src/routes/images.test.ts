import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DestinationList, ErrorBody } from '@farewise/contracts';
import { testDatabases } from '../testing/databases';
import { startTestServer, type TestServer } from '../testing/testServer';

describe('GET /api/images/airports/:code.svg', () => {
  let server: TestServer;
  let lisbonMap: string;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!);
    const destinations = DestinationList.parse(await (await fetch(`${server.url}/api/destinations`)).json());
    lisbonMap = destinations.find((d) => d.id === 'lisbon')!.imageUrl;
  });
  afterAll(() => server.close());

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  it('is where a destination’s imageUrl points: its map, versioned, cached for good', async () => {
    expect(lisbonMap).toMatch(/^\/api\/images\/airports\/LIS\.svg\?theme=light&v=[0-9a-f]{12}$/);
    const response = await get(lisbonMap);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path id="country" d="M');
    expect(svg).toContain('<circle id="marker"');
  });

  it('draws the dark theme at the same version', async () => {
    const dark = await get(lisbonMap.replace('theme=light', 'theme=dark'));
    expect(dark.status).toBe(200);
    expect(dark.headers.get('cache-control')).toContain('immutable');
    expect(await dark.text()).not.toBe(await (await get(lisbonMap)).text());
  });

  it.each([
    ['no version', '/api/images/airports/lis.svg?theme=dark'],
    ['a stale version', '/api/images/airports/LIS.svg?theme=dark&v=000000000000'],
  ])('redirects %s to the current one, in the asked theme', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(lisbonMap.replace('theme=light', 'theme=dark'));
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it.each([
    [404, '/api/images/airports/QQQ.svg', { code: 'unknown_airport', message: 'Unknown airport code: QQQ' }],
    [404, '/api/images/airports/PRN.svg', { code: 'no_map', message: 'No map of the country XK' }],
    [400, '/api/images/airports/LIS.svg?theme=sepia', { message: 'theme: Theme must be light or dark' }],
    [400, '/api/images/airports/LIS.svg?v=latest', { message: 'v: Version must be 12 lower-case hex digits' }],
    [400, '/api/images/airports/LISB.svg', { message: 'code: Must be a three-letter IATA code' }],
  ])('answers %i with the JSON error for %s', async (status, path, error) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(ErrorBody.parse(await response.json())).toMatchObject(error);
  });
});
