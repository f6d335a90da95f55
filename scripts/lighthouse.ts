// `pnpm bench:lighthouse`: Lighthouse 12's mobile preset (simulated slow 4G and a 4× slower CPU) in Debian's
// Chromium against the built server (`npm start`'s process) on loopback, for the pages a new visitor lands on.
// A benchmark, not a test: it prints a table and fails nothing. `--runs=N` takes each page's median run by score;
// `--pages=/,/hotels` measures only those pages. `--baseline=DIR` also serves another build of the app (its `dist`,
// say one built in a git worktree) and measures the two in turn, run by run, so that both face the same machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.mjs';
import { measureInTurn, option, startBuilds, stopBuilds } from './benchBuilds';

const ALL_PAGES = ['/', '/destinations', '/travel-deals', '/flexible-search', '/hotels', '/recommendations'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
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

const builds = (await startBuilds()).map((build) => ({ ...build, rows: [] as Row[] }));
const compared = builds.length > 1;
// Lighthouse drives its own Chromium over the DevTools protocol; `--headless` alone is Chromium's new headless mode.
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
let version = '';
// Lighthouse's measure of the machine's CPU, per run: the same pages score far apart on machines that differ.
const benchmarkIndexes: number[] = [];

/** How many times a run Lighthouse could not finish is tried again (say a trace it recorded without a navigation). */
const RETRIES = 1;

async function measure(url: string, page: string, retries = RETRIES): Promise<Row> {
  const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, lighthouseVersion, runtimeError } = result.lhr;
  // A run Lighthouse could not finish scores 0: say why, then try once more; a second failure stays a 0 in the table.
  if (runtimeError) {
    console.log(`${url}: Lighthouse could not measure it (${runtimeError.code}: ${runtimeError.message})`);
    if (retries > 0) return measure(url, page, retries - 1);
  }
  version = lighthouseVersion;
  benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    page,
    performance: score('performance'),
    lcpSeconds: (audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

try {
  // One unmeasured visit to each server warms its caches, as a visitor after the first would find them.
  for (const { app } of builds) {
    await lighthouse(app.url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  }
  for (const page of PAGES) {
    const measured = await measureInTurn(builds, runs, ({ app }) => measure(`${app.url}${page}`, page));
    for (const [index, build] of builds.entries()) {
      const sorted = measured[index]!.sort((a, b) => a.performance - b.performance);
      build.rows.push(sorted[Math.floor(sorted.length / 2)]!);
      if (compared) {
        const all = sorted.map((r) => `${r.performance} (${r.lcpSeconds.toFixed(2)} s, ${Math.round(r.tbtMs)} ms)`);
        console.log(`${page}, ${build.name}: ${all.join('; ')}`);
      }
    }
  }
} finally {
  chrome.kill();
  await stopBuilds(builds);
}

const [slowest, fastest] = [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)];
console.log(
  `\nLighthouse ${version}, mobile preset, ${runs} run(s) a page${runs > 1 ? ' (median by score)' : ''}; ` +
    `the machine's benchmark index ${slowest === fastest ? slowest : `${slowest}–${fastest}`}:`,
);
for (const { name, rows } of builds) {
  if (compared) console.log(`\n${name}:`);
  console.log('\n| page | performance | LCP | TBT | accessibility | best practices | SEO |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| \`${r.page}\` | ${r.performance} | ${r.lcpSeconds.toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
    );
  }
}
