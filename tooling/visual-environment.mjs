// The visual run's Jest environment: the test-runner's own (one page per story file, opened at the Storybook
// preview), with the hooks of .storybook/test-runner.ts installed from the worker instead of from each test file.
// The test-runner's stock setup file imports the runner's whole bundle into every file's fresh module registry,
// about a second per story file; installed here, the bundle and the hooks load once per worker.
import { getTestRunnerConfig, setupPage } from '@storybook/test-runner';
import TestRunnerEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

export default class VisualEnvironment extends TestRunnerEnvironment {
  /** @override */
  async setup() {
    await super.setup();
    const config = (await getTestRunnerConfig()) ?? {};
    if (config.setup)
      throw new Error('The visual run does not call a test-runner setup(): hooks run outside the test files.');
    // The globals the runner's generated story tests call (see its transformPlaywright).
    Object.assign(this.global, {
      __sbPreVisit: config.preVisit,
      __sbPostVisit: config.postVisit,
      __sbSetupPage: setupPage,
      __sbCollectCoverage: false,
    });
  }
}
