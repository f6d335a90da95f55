import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tooling/chromium.mjs';

/**
 * `pnpm test:e2e`: the journeys in e2e/ against the built server (`pnpm build` first), in Debian's Chromium (never
 * a downloaded browser). A failed test leaves a screenshot, and its second run a trace, under test-results/
 * (`playwright show-trace <zip>`).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.test.ts',
  outputDir: 'test-results',
  forbidOnly: true,
  // A failed test runs once more, recording its trace then; it fails the run whether or not that second run passes.
  retries: 1,
  failOnFlakyTests: true,
  // One file at a time per worker, each worker with its own server: two were faster than one on two cores.
  workers: 2,
  // Generous for a loaded two-core machine: a failing assertion still fails, only later.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    // A test that passes records nothing: tracing every test cost a two-core run about a third of its time (225 s
    // against 155 s). A failure leaves a screenshot of where it stopped, and its second run a full trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
