// `pnpm bench:hydration`: how soon a new visitor on a phone can use each prerendered page, as the browser sees it
// rather than as Lighthouse's simulation estimates it. Debian's Chromium with DevTools throttling as Lighthouse's
// mobile preset specifies it (4× slower CPU; 150 ms round trip, 1.6 Mbps down, 750 Kbps up), against the built
// server on loopback. For each page: the first contentful paint, and the time from navigation until React has
// hydrated the page (the root loses `data-prerendered`). A benchmark, not a test: it prints a table and fails
// nothing. `--runs=N` (default 5) takes the median; `--pages=/,/hotels` measures only those pages; `--baseline=DIR`
// measures another build of the app (its `dist`) in turn with this one.
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.mjs';
import { measureInTurn, option, startBuilds, stopBuilds } from './benchBuilds';

const ALL_PAGES = ['/', '/destinations', '/travel-deals', '/hotels', '/recommendations'];
const runs = Number(option('runs') ?? 5);
const PAGES = option('pages')?.split(',') ?? ALL_PAGES;
/** Lighthouse 12's mobile preset (`constants.throttling.mobileSlow4G`). */
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One visit to `url` in a new context: its first contentful paint and when it was hydrated, in ms from navigation. */
async function visit(browser: Browser, url: string): Promise<{ fcpMs: number; hydratedMs: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  const start = Date.now();
  await tab.goto(url, { waitUntil: 'commit' });
  await tab.waitForSelector('#root:not([data-prerendered])', { timeout: 60_000 });
  const hydratedMs = Date.now() - start;
  const fcpMs = await tab.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  await context.close();
  return { fcpMs, hydratedMs };
}

const builds = (await startBuilds()).map((build) => ({
  ...build,
  rows: [] as { page: string; fcpMs: number; hydratedMs: number }[],
}));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const page of PAGES) {
    // The first visit to each build, unmeasured, warms its server's caches, as a visitor after the first would find them.
    const measured = await measureInTurn(builds, runs + 1, ({ app }) => visit(browser, `${app.url}${page}`));
    for (const [index, { rows }] of builds.entries()) {
      const visits = measured[index]!.slice(1);
      rows.push({
        page,
        fcpMs: median(visits.map((v) => v.fcpMs)),
        hydratedMs: median(visits.map((v) => v.hydratedMs)),
      });
    }
  }
} finally {
  await browser.close();
  await stopBuilds(builds);
}

console.log(`DevTools throttling (4× CPU, slow 4G), ${runs} run(s) a page, medians:`);
for (const { name, rows } of builds) {
  if (builds.length > 1) console.log(`\n${name}:`);
  console.log('\n| page | first contentful paint | hydrated |');
  console.log('|---|---|---|');
  for (const r of rows) {
    console.log(`| \`${r.page}\` | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.hydratedMs / 1000).toFixed(2)} s |`);
  }
}
