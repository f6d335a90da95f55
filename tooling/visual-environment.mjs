// The visual run's Jest environment: the test-runner's own (a Storybook preview page per worker), with the hooks of
// .storybook/test-runner.ts installed from the worker instead of from each test file.
// - The test-runner's stock setup file imports the runner's whole bundle into every file's fresh module registry,
//   about a second per story file; installed here, the bundle and the hooks load once per worker.
// - The stock environment opens a new browser context and loads the preview afresh for every story file (about 1.1 s
//   of a 2-core machine each). Stories of one file already share a page, each rendered from scratch, so the first
//   file's page is kept for the worker's later files, with cookies and storage cleared between files.
import { getTestRunnerConfig, setupPage } from '@storybook/test-runner';
import TestRunnerEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

/** jest-environment-node's prototype, under the Playwright environment: the setup and teardown with no browser work. */
const nodeEnvironment = Object.getPrototypeOf(Object.getPrototypeOf(TestRunnerEnvironment.prototype));

/**
 * This worker's browser connection, context and preview page, from its first story file on.
 * @type {{ browser: unknown, browserName: string, deviceName: string | null,
 *   context: import('playwright').BrowserContext, page: import('playwright').Page } | null}
 */
let session = null;

export default class VisualEnvironment extends TestRunnerEnvironment {
  /** @override */
  async setup() {
    if (session) {
      await nodeEnvironment.setup.call(this);
      // The Playwright environment's own fields, which its typings leave out.
      Object.assign(this, {
        _jestPlaywrightConfig: /** @type {any} */ (this)._config.testEnvironmentOptions['jest-playwright'],
      });
      await session.context.clearCookies();
      await session.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      Object.assign(this.global, session);
    } else {
      await super.setup();
      const { browser, browserName, deviceName, context, page } = /** @type {any} */ (this.global);
      session = { browser, browserName, deviceName, context, page };
    }
    const kept = session;
    // The runner's story tests call this when a story navigated the page away: a fresh page at the preview.
    this.global.jestPlaywright = {
      resetPage: async () => {
        await kept.page.close();
        kept.page = await kept.context.newPage();
        this.global.page = kept.page;
      },
    };
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

  /**
   * Before a failed story's second run (tooling/visual-retry.cjs), the preview leaves the story: were it still shown,
   * the preview would answer "story unchanged" and the runner pass it without rendering or playing it again.
   * @param {{ name: string }} event Jest Circus's event
   * @param {unknown} state
   */
  async handleTestEvent(event, state) {
    await /** @type {any} */ (TestRunnerEnvironment.prototype).handleTestEvent.call(this, event, state);
    if (event.name !== 'test_retry') return;
    // Select a story that does not exist, and wait until the preview has shown it missing. Should the preview not
    // (a first run that timed out mid-play may make it reload), the retry fails loudly rather than hanging.
    await /** @type {import('playwright').Page} */ (this.global.page).evaluate(
      () =>
        new Promise((resolve, reject) => {
          const channel = /** @type {any} */ (globalThis).__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(() => reject(new Error('the preview did not leave the story in 10 s')), 10_000);
          channel.once('storyMissing', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
          channel.emit('setCurrentStory', { storyId: 'visual-run--retry', viewMode: 'story' });
        }),
    );
  }

  /** Keeps the worker's page open for its next story file; the runner closes the browser at the end. */
  async teardown() {
    await nodeEnvironment.teardown.call(this);
  }
}
