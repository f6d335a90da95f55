// Gzip size of the JavaScript each route needs before it renders (the entry, the start-up chunks it imports, the
// route's own chunk and everything they import statically), and how many files that is (a request each), against
// the floor: a blank React 19 app built in the same run with the same Vite. Lazy chunks, loaded later on demand, are
// listed apart. `--verbose` lists every chunk of the home route.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { staticImports } from '../packages/app/scripts/manifest.mjs';

const app = path.resolve('packages/app');
const dist = path.join(app, 'dist');
const HOME = 'src/routes/index.tsx?tsr-split=component';
/** The goals: home within 2× the floor, every other route within 2.5×. */
const HOME_GOAL = 2;
const ROUTE_GOAL = 2.5;

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No build manifest: run `pnpm build` first.');
  process.exit(1);
}

const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The blank app: React 19 and react-dom rendering one heading, built from the app's own React. */
async function reactFloor() {
  const dir = mkdtempSync(path.join(tmpdir(), 'react-floor-'));
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<div id="root"></div><script type="module" src="./main.jsx"></script>',
    );
    writeFileSync(
      path.join(dir, 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      // Resolve react from the app, so the floor is the same React.
      resolve: {
        alias: { react: path.join(app, 'node_modules/react'), 'react-dom': path.join(app, 'node_modules/react-dom') },
      },
      build: { outDir: path.join(dir, 'dist') },
    });
    const assets = path.join(dir, 'dist/assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipped(path.join(assets, file)), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const chunkSize = (key) => gzipped(path.join(dist, manifest[key].file));
// The entry starts the app by importing its start-up chunks (`main.tsx`): they load on every page, so they count.
const startup = (manifest['index.html'].dynamicImports ?? []).reduce(
  (seen, key) => staticImports(manifest, key, seen),
  staticImports(manifest, 'index.html'),
);
const initialOf = (route) => staticImports(manifest, route, new Set(startup));

const floor = await reactFloor();
const routes = Object.keys(manifest)
  .filter((key) => key.endsWith('?tsr-split=component'))
  .sort((a, b) => (a === HOME ? -1 : b === HOME ? 1 : a.localeCompare(b)));

console.log(`React 19 floor (a blank app, gzip -9): ${kb(floor)}\n`);
console.log('| route | initial JS (gzip) | files | × floor | goal |');
console.log('|---|---|---|---|---|');
for (const route of routes) {
  const initial = initialOf(route);
  const total = [...initial].reduce((sum, key) => sum + chunkSize(key), 0);
  const goal = route === HOME ? HOME_GOAL : ROUTE_GOAL;
  const ratio = total / floor;
  const name = route.replace('src/routes/', '').replace('?tsr-split=component', '');
  const verdict = ratio <= goal ? `≤ ${goal}×` : `over ${goal}×`;
  console.log(`| ${name} | ${kb(total)} | ${initial.size} | ${ratio.toFixed(2)}× | ${verdict} |`);
}

const home = initialOf(HOME);
if (process.argv.includes('--verbose')) {
  console.log(`\nThe home route's initial chunks:`);
  for (const key of home) console.log(`  ${manifest[key].file.padEnd(44)} ${kb(chunkSize(key))}`);
}
const lazy = new Set([...home].flatMap((key) => manifest[key].dynamicImports ?? []).filter((k) => !home.has(k)));
const deferred = [...lazy].filter((key) => !key.includes('?tsr-split='));
if (deferred.length) {
  console.log('\nLoaded later by the home route, on demand:');
  for (const key of deferred) console.log(`  ${manifest[key].file.padEnd(44)} ${kb(chunkSize(key))}`);
}
