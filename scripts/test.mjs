// `npm test`: every check on a fresh clone, in order, with a wall-time table and one closing count line.
// Stages run even after a failure (so one run shows everything), except those that need a build that failed.
// Stages that share a `group` run side by side: each of them keeps about one and a half of the two cores busy, so
// a pair fills both; a concurrent stage's output is printed whole when it ends, never interleaved.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { stripVTControlCharacters } from 'node:util';
import { ensurePnpm, installDependencies } from './lib/bootstrap.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const vitest = (...projects) => ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];

/** name, pnpm arguments, the earlier stage it needs, and the group it runs beside. */
const STAGES = [
  { name: 'typecheck', args: ['typecheck'], group: 'static' },
  { name: 'lint', args: ['lint'], group: 'static' },
  // Vitest's default on two cores is one worker (cores − 1): two finish 1.4× sooner here.
  { name: 'unit', args: [...vitest('contracts', 'ui', 'api'), '--maxWorkers=2'] },
  { name: 'build', args: ['build'], group: 'builds' },
  { name: 'build:storybook', args: ['build:storybook'], group: 'builds' },
  // React's development build, for the end-to-end check that every prerendered page hydrates without a warning.
  { name: 'build:dev', args: ['--filter', '@farewise/app', 'build:dev'], group: 'builds' },
  { name: 'visual', args: ['test:visual'], needs: 'build:storybook' },
  // One after the other: beside e2e, the package check (packing, a blank app's install and build) saved about 10 s
  // on a faster machine, but on a slower one it starved e2e's browsers until their timers outran the assertions.
  { name: 'e2e', args: ['test:e2e'], needs: 'build' },
  { name: 'package', args: vitest('package'), needs: 'build' },
];

/**
 * Reads passed/failed test counts from Vitest's or Jest's closing "Tests" line, or else from Playwright's closing
 * lines (one per outcome: "  1 failed", "  1 flaky", "  21 passed (1.2m)"); null for stages without tests. A flaky
 * test (failed, then passed on its retry) counts as failed, as Playwright's `failOnFlakyTests` has it.
 */
function countTests(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const summary =
    lines.findLast((l) => /^\s*Tests:?\s/.test(l) && /\d+ (passed|failed)/.test(l)) ??
    lines.filter((l) => /^ {2}\d+ (passed|failed|flaky)\b/.test(l)).join('\n');
  if (!summary) return null;
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(summary)?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed') + count('flaky') };
}

const header = (stage) => `\n━━ ${stage.name} ━━ pnpm ${stage.args.join(' ')}\n`;

/** Runs one stage; `live` streams its output as it comes, otherwise it is printed whole at the end. */
function runStage(stage, live) {
  return new Promise((resolve) => {
    const started = performance.now();
    let output = '';
    if (live) process.stdout.write(header(stage));
    const child = spawn('pnpm', stage.args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        if (live) process.stdout.write(chunk);
      });
    }
    child.on('close', (code) => {
      if (!live) process.stdout.write(header(stage) + output);
      resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000, output });
    });
  });
}

/** Runs a stage unless a stage it needs failed; its result, with the passed/failed counts from its output. */
async function runChecked(stage, results, live) {
  const dependency = stage.needs && results.find((r) => r.name === stage.needs);
  if (dependency && !dependency.ok) {
    return { name: stage.name, ok: false, seconds: 0, tests: null, note: `skipped: ${stage.needs} failed` };
  }
  const { ok, seconds, output } = await runStage(stage, live);
  const tests = countTests(output);
  // A runner that exits non-zero after all its tests passed (unhandled error, missing baseline) still fails.
  if (tests && !ok && tests.failed === 0) tests.failed = 1;
  return { name: stage.name, ok, seconds, tests };
}

const started = performance.now();
ensurePnpm();
installDependencies();
ensureChromium();
const installSeconds = (performance.now() - started) / 1000;

const results = [];
for (let index = 0; index < STAGES.length;) {
  const stage = STAGES[index];
  const batch = stage.group ? STAGES.filter((s) => s.group === stage.group) : [stage];
  const live = batch.length === 1;
  results.push(...(await Promise.all(batch.map((s) => runChecked(s, results, live)))));
  index += batch.length;
}

const totalSeconds = (performance.now() - started) / 1000;
let passed = 0;
let failed = 0;
console.log('\n━━ summary ━━');
console.log(`${'install'.padEnd(16)} ok    ${installSeconds.toFixed(1).padStart(7)} s`);
for (const r of results) {
  const counted = r.tests ?? (r.ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  passed += counted.passed;
  failed += counted.failed;
  const detail = r.note ?? (r.tests ? `${r.tests.passed} passed, ${r.tests.failed} failed` : 'check');
  console.log(`${r.name.padEnd(16)} ${r.ok ? 'ok  ' : 'FAIL'}  ${r.seconds.toFixed(1).padStart(7)} s  ${detail}`);
}
console.log(`${'total'.padEnd(16)}       ${totalSeconds.toFixed(1).padStart(7)} s`);
console.log(`summary: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
