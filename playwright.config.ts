import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tooling/chromium.mjs';

/**
 * `pnpm test:e2e`: the journeys in e2e/ against the built server (`pnpm build` first), in Debian's Chromium (never
 * a downloaded browser). A failed test keeps its trace and a screenshot under test-results/ (`playwright show-trace <zip>`).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.test.ts',
  outputDir: 'test-results',
  forbidOnly: true,
  retries: 0,
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
    // A failed test keeps its trace with DOM snapshots, and a screenshot of where it stopped. The trace's screencast
    // is left out: filming every test cost a two-core run about a quarter of its time (225 s against 170 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
