import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumLocation } from './tooling/chromium.mjs';

const testRunnerConfig = getJestConfig();

/**
 * The visual run: @storybook/test-runner over the static Storybook build, in Debian's Chromium
 * (`CHROME_PATH` overrides it; browsers are never downloaded). The runner's hooks are installed by
 * tooling/visual-environment.mjs, once per worker, in place of its per-file setup files.
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironment: fileURLToPath(new URL('./tooling/visual-environment.mjs', import.meta.url)),
  setupFilesAfterEnv: [fileURLToPath(new URL('./tooling/visual-retry.cjs', import.meta.url))],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumLocation(), args: chromiumArgs },
      contextOptions: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 },
    },
  },
  testTimeout: 30_000,
};
