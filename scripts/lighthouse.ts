// `pnpm bench:lighthouse`: Lighthouse 12's mobile preset (simulated slow 4G and a 4× slower CPU) in Debian's
// Chromium against the built server (`npm start`'s process) on loopback, for the pages a new visitor lands on.
// A benchmark, not a test: it prints a table and fails nothing. `--runs=N` takes each page's median run by score;
// `--pages=/,/hotels` measures only those pages.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp } from '../e2e/harness';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.mjs';

const ALL_PAGES = ['/', '/destinations', '/travel-deals', '/flexible-search', '/hotels', '/recommendations'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? 1);
const PAGES = option('pages')?.split(',') ?? ALL_PAGES;

interface Row {
  page: string;
  performance: number;
  lcpSeconds: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const app = await startApp();
// Lighthouse drives its own Chromium over the DevTools protocol; `--headless` alone is Chromium's new headless mode.
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
const rows: Row[] = [];
let version = '';
// Lighthouse's measure of the machine's CPU, per run: the same pages score far apart on machines that differ.
const benchmarkIndexes: number[] = [];
try {
  // One unmeasured visit warms the server's caches, as a visitor after the first would find them.
  await lighthouse(app.url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  for (const page of PAGES) {
    const measured: Row[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${app.url}${page}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits, lighthouseVersion } = result.lhr;
      version = lighthouseVersion;
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      measured.push({
        page,
        performance: score('performance'),
        lcpSeconds: (audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      });
    }
    measured.sort((a, b) => a.performance - b.performance);
    rows.push(measured[Math.floor(measured.length / 2)]!);
  }
} finally {
  chrome.kill();
  await app.stop();
}

const [slowest, fastest] = [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)];
console.log(
  `Lighthouse ${version}, mobile preset, ${runs} run(s) a page${runs > 1 ? ' (median by score)' : ''}; ` +
    `the machine's benchmark index ${slowest === fastest ? slowest : `${slowest}–${fastest}`}:\n`,
);
console.log('| page | performance | LCP | TBT | accessibility | best practices | SEO |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| \`${r.page}\` | ${r.performance} | ${r.lcpSeconds.toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
  );
}
