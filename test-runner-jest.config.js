import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumLocation } from './tooling/chromium.mjs';

const testRunnerConfig = getJestConfig();

/**
 * The visual run: @storybook/test-runner over the static Storybook build, in Debian's Chromium
 * (`CHROME_PATH` overrides it; browsers are never downloaded).
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
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
