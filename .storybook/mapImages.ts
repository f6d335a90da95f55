/// <reference types="vite/client" />
import { http, HttpResponse } from 'msw';

/** The maps the API's renderer drew for the fixtures (`pnpm --filter @farewise/api maps:stories`), by file name. */
const maps = import.meta.glob<string>('./maps/*.svg', { query: '?raw', import: 'default', eager: true });

/**
 * `GET /api/images/airports/:code.svg?theme=…` in every story, as the API answers it: a fixture's `imageUrl` is the
 * API's own URL, and the UI asks for the theme it draws. An airport with no drawn map answers the API's 404.
 */
export const mapImageHandler = http.get('/api/images/airports/:file', ({ params, request }) => {
  const code = String(params.file).replace(/\.svg$/, '');
  const theme = new URL(request.url).searchParams.get('theme') ?? 'light';
  const svg = maps[`./maps/${code}.${theme}.svg`];
  return svg
    ? new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } })
    : HttpResponse.json({ message: `Unknown airport code: ${code}`, code: 'unknown_airport' }, { status: 404 });
});
