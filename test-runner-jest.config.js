import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

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
      launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      contextOptions: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 },
    },
  },
  testTimeout: 30_000,
};
