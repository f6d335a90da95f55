// `pnpm bench:hydration`: how soon a new visitor on a phone can use each prerendered page, as the browser sees it
// rather than as Lighthouse's simulation estimates it. Debian's Chromium with DevTools throttling as Lighthouse's
// mobile preset specifies it (4× slower CPU; 150 ms round trip, 1.6 Mbps down, 750 Kbps up), against the built
// server on loopback. For each page: the first contentful paint, and the time from navigation until React has
// hydrated the page (the root loses `data-prerendered`). A benchmark, not a test: it prints a table and fails
// nothing. `--runs=N` (default 5) takes the median; `--pages=/,/hotels` measures only those pages.
import { chromium } from 'playwright-core';
import { startApp } from '../e2e/harness';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.mjs';

const ALL_PAGES = ['/', '/destinations', '/travel-deals', '/hotels', '/recommendations'];
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? 5);
const PAGES = option('pages')?.split(',') ?? ALL_PAGES;
/** Lighthouse 12's mobile preset (`constants.throttling.mobileSlow4G`). */
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const app = await startApp();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const rows: { page: string; fcpMs: number; hydratedMs: number }[] = [];
try {
  for (const page of PAGES) {
    const fcp: number[] = [];
    const hydrated: number[] = [];
    // One unmeasured visit warms the server's caches, as a visitor after the first would find them.
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
      const start = Date.now();
      await tab.goto(`${app.url}${page}`, { waitUntil: 'commit' });
      await tab.waitForSelector('#root:not([data-prerendered])', { timeout: 60_000 });
      const hydratedAt = Date.now() - start;
      const paint = await tab.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      );
      await context.close();
      if (run === 0) continue;
      fcp.push(paint);
      hydrated.push(hydratedAt);
    }
    rows.push({ page, fcpMs: median(fcp), hydratedMs: median(hydrated) });
  }
} finally {
  await browser.close();
  await app.stop();
}

console.log(`DevTools throttling (4× CPU, slow 4G), ${runs} run(s) a page, medians:\n`);
console.log('| page | first contentful paint | hydrated |');
console.log('|---|---|---|');
for (const r of rows) {
  console.log(`| \`${r.page}\` | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.hydratedMs / 1000).toFixed(2)} s |`);
}
