// Gzip size of the JavaScript a route needs before it renders: the entry chunk, the route's own chunk and
// everything they import statically. Lazy chunks (loaded later, e.g. the chart library) are listed apart.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../packages/app/dist/', import.meta.url);
const route = process.argv[2] ?? 'src/routes/index.tsx?tsr-split=component';

let manifest;
try {
  manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
} catch {
  console.error('No build manifest: run `pnpm build` first.');
  process.exit(1);
}
if (!manifest[route]) {
  console.error(`No chunk for ${route} in the manifest.`);
  process.exit(1);
}

/** The chunk keys a chunk needs at once: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (key) => gzipSync(readFileSync(new URL(manifest[key].file, dist)), { level: 9 }).length;

const initial = closure(route, closure('index.html'));
const lazy = new Set([...initial].flatMap((key) => manifest[key].dynamicImports ?? []).filter((k) => !initial.has(k)));
const isRouteChunk = (key) => key.includes('?tsr-split=');

let total = 0;
console.log(`Initial JavaScript for ${route} (gzip -9):`);
for (const key of initial) {
  const size = gzipped(key);
  total += size;
  console.log(`  ${manifest[key].file.padEnd(40)} ${kb(size)}`);
}
console.log(`  ${'total'.padEnd(40)} ${kb(total)}`);
const deferred = [...lazy].filter((key) => !isRouteChunk(key));
if (deferred.length) {
  console.log('Loaded later, on demand:');
  for (const key of deferred) console.log(`  ${manifest[key].file.padEnd(40)} ${kb(gzipped(key))}`);
}
