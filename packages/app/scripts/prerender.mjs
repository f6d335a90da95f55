// Writes the HTML of each page that takes no path parameter into dist/prerendered/, so the server can send a page
// that paints before its JavaScript has loaded; the app then hydrates it. Run after `vite build`. The server-side
// module it renders them with stays in dist/.ssr/ (a hidden folder, which the server does not serve): the server
// renders its live pages (`LIVE_PAGES`) with it at each request, from the day's answers.
// A page whose HTML depends on the day (a default date, a month) is left to the browser: it is rendered at two
// instants of this year and written only when both agree, so the HTML a visitor gets is what the app then renders.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { staticImports } from './manifest.mjs';

const app = path.resolve(import.meta.dirname, '..');
// `--development`: the development build (`pnpm build:dev`, in dist-dev/), rendered with the same class names, for
// the check that React, which reports there what a production build ignores, hydrates every page without a warning.
const development = process.argv.includes('--development');
const dist = path.join(app, development ? 'dist-dev' : 'dist');
const out = path.join(dist, 'prerendered');
const DAY_MS = 86_400_000;

/** Two instants of the current year, 40 days apart: a page that renders both alike is the same all year. */
function instants() {
  const now = new Date();
  const later = new Date(now.getTime() + 40 * DAY_MS);
  const other = later.getUTCFullYear() === now.getUTCFullYear() ? later : new Date(now.getTime() - 40 * DAY_MS);
  return [now, other];
}

/** Where each route file's chunk is in the build's manifest: `src/routes/trips.index.tsx?tsr-split=component`. */
const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/**
 * The chunks each page's route needs at once, by the page's path: its component's chunk and what that imports,
 * transitively (the build's manifest), less every chunk the template already names (the entry, what it imports,
 * and the start chunks). Added to the template's list of start chunks in the page's HTML, they download with them
 * rather than once the router asks for them. A route file's path follows the router's file naming:
 * `trips.index.tsx` is `/trips`, `index.tsx` is `/`.
 */
function routeChunks(manifest, template) {
  const start = new Set(template.match(/\/assets\/[^"\s]+\.js/g));
  const byPath = new Map();
  for (const key of Object.keys(manifest)) {
    const name = ROUTE_CHUNK.exec(key)?.[1];
    if (!name) continue;
    const page = `/${name
      .split('.')
      .filter((segment) => segment !== 'index')
      .join('/')}`;
    const needed = [...staticImports(manifest, key)]
      .map((chunk) => `/${manifest[chunk].file}`)
      .filter((file) => !start.has(file));
    byPath.set(page, needed);
  }
  return byPath;
}

const ssrDir = path.join(dist, '.ssr');
await build({
  root: app,
  logLevel: 'warn',
  mode: development ? 'development' : 'production',
  // Self-contained: neither this script nor the server can resolve the design system's dependencies.
  ssr: { noExternal: true },
  build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});
const { pageHtml, renderPage, SESSION_PRELOAD, staticPaths, START_CHUNKS_META } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The template's list of start chunks, which each page's template extends with its route's (`routeChunks`).
const startChunks = new RegExp(`(<meta name="${START_CHUNKS_META}" content="[^"]*)"`);
const chunksOf = routeChunks(manifest, template);
const [now, other] = instants();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const written = [];
const skipped = [];
for (const page of staticPaths()) {
  const markup = await renderPage(page, now);
  if (markup !== (await renderPage(page, other))) {
    skipped.push(page);
    continue;
  }
  const chunks = (chunksOf.get(page) ?? []).map((file) => ` ${file}`).join('');
  const pageTemplate = template.replace(startChunks, (_tag, named) => `${named}${chunks}"`);
  const html = pageHtml(pageTemplate, markup, now.getFullYear(), SESSION_PRELOAD);
  const file = path.join(out, `${page === '/' ? 'index' : page.slice(1)}.html`);
  // No compressed copies: the server writes each answer's CSP nonce into the page, then compresses it.
  writeFileSync(file, html);
  written.push(page);
}
const left = skipped.length ? `; left to the browser (their HTML depends on the day): ${skipped.join(', ')}` : '';
console.log(`prerendered ${written.length} pages${left}`);
