// `npm test`: every check on a fresh clone, in order, with a wall-time table and one closing count line.
// Stages run even after a failure (so one run shows everything), except those that need a build that failed.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { stripVTControlCharacters } from 'node:util';
import { ensurePnpm, installDependencies } from './lib/bootstrap.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const vitest = (...projects) => ['exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];

/** name, command, args, and which earlier stage it needs. */
const STAGES = [
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'lint', args: ['lint'] },
  { name: 'unit', args: vitest('contracts', 'ui', 'api') },
  { name: 'build', args: ['build'] },
  { name: 'build:storybook', args: ['build:storybook'] },
  { name: 'visual', args: ['test:visual'], needs: 'build:storybook' },
  { name: 'package', args: vitest('package'), needs: 'build' },
  { name: 'e2e', args: ['test:e2e'], needs: 'build' },
];

/**
 * Reads passed/failed test counts from Vitest's or Jest's closing "Tests" line, or else from Playwright's closing
 * lines (one per outcome: "  1 failed", "  21 passed (1.2m)"); null for stages without tests.
 */
function countTests(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const summary =
    lines.findLast((l) => /^\s*Tests:?\s/.test(l) && /\d+ (passed|failed)/.test(l)) ??
    lines.filter((l) => /^ {2}\d+ (passed|failed)\b/.test(l)).join('\n');
  if (!summary) return null;
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(summary)?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed') };
}

function runStage(stage) {
  return new Promise((resolve) => {
    const started = performance.now();
    let output = '';
    const child = spawn('pnpm', stage.args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on('close', (code) => resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000, output }));
  });
}

const started = performance.now();
ensurePnpm();
installDependencies();
ensureChromium();
const installSeconds = (performance.now() - started) / 1000;

const results = [];
for (const stage of STAGES) {
  const dependency = stage.needs && results.find((r) => r.name === stage.needs);
  if (dependency && !dependency.ok) {
    results.push({ name: stage.name, ok: false, seconds: 0, tests: null, note: `skipped: ${stage.needs} failed` });
    continue;
  }
  console.log(`\n━━ ${stage.name} ━━ pnpm ${stage.args.join(' ')}`);
  const { ok, seconds, output } = await runStage(stage);
  const tests = countTests(output);
  // A runner that exits non-zero after all its tests passed (unhandled error, missing baseline) still fails.
  if (tests && !ok && tests.failed === 0) tests.failed = 1;
  results.push({ name: stage.name, ok, seconds, tests });
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
