import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { startApp, type RunningApp } from './harness';

/** A signed-in account a test's page starts with (spec 01 §7: registering also signs in). */
export interface Traveller {
  username: string;
  email: string;
  password: string;
}

interface WorkerFixtures {
  /** Extra environment for the worker's server; a file that sets it with `test.use` gets a server of its own. */
  serverEnv: Record<string, string>;
  /**
   * What the worker's server must never log: the journeys' passwords and every session id their pages held. Tests
   * add the passwords they set.
   */
  secrets: Set<string>;
  /** The built server on a free port with a fresh data folder, one per worker; its logs are searched for secrets. */
  app: RunningApp;
}

interface TestFixtures {
  /** An account registered through the API in the page's own context, so the page is signed in. */
  traveller: Traveller;
}

/** A password that passes spec 01 §5's rule (8+ characters, letters and numbers). */
export const PASSWORD = 'voyage2026';

/**
 * Console errors a journey may cause by design, since Chromium logs every non-OK response under the URL of the call:
 * the planner answers 422 for a request no plan can meet, which the page explains.
 */
function isExpectedError(message: ConsoleMessage): boolean {
  const url = message.location().url;
  return url.endsWith('/api/trip-planner/itinerary') && message.text().includes('422');
}

/**
 * The journeys' `test`: `page` opens the worker's server (`baseURL`), and every test fails in teardown when its page
 * logged a console error, broke the Content-Security-Policy (caught or not) or threw an uncaught error.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  secrets: [async ({}, use) => use(new Set([PASSWORD])), { scope: 'worker' }],
  app: [
    async ({ serverEnv, secrets }, use) => {
      const app = await startApp(serverEnv);
      await use(app);
      await app.stop();
      const logs = app.logs();
      expect(logs, 'the server logged requests').toContain('"url":"/api/');
      expect(
        [...secrets].filter((secret) => logs.includes(secret)),
        'secrets in the server log',
      ).toEqual([]);
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
  page: async ({ page, javaScriptEnabled, secrets }, use) => {
    const errors: string[] = [];
    // Chromium logs nothing for a violation the page's own code catches (a library probing for eval): report each.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      ),
    );
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    // A prerendered page is drawn before the app hydrates it and ignores clicks until then, as it would for a
    // person: every full load waits for the app, as a person waits for the busy cursor to go (unless scripts are off).
    const live = async () => {
      if (javaScriptEnabled !== false)
        await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    };
    const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
    page.goto = async (...args) => {
      const response = await goto(...args);
      await live();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await live();
      return response;
    };
    page.on('console', (message) => {
      if (message.type() === 'error' && !isExpectedError(message)) errors.push(`console error: ${message.text()}`);
    });
    await use(page);
    for (const cookie of await page.context().cookies()) {
      if (cookie.name === 'farewise_session') secrets.add(cookie.value);
    }
    expect(errors, 'console errors and uncaught page errors').toEqual([]);
  },
  traveller: async ({ page }, use, testInfo) => {
    // Unique per test, within the 30 characters a username may have.
    const username = `t_${testInfo.testId.replace(/\W/g, '')}`.slice(0, 30);
    const traveller = { username, email: `${username}@example.com`, password: PASSWORD };
    const response = await page.request.post('/api/auth/register', { data: traveller });
    expect(response.status(), await response.text()).toBe(201);
    await use(traveller);
  },
});

/**
 * The toast on screen that says `text`: the list item Radix draws, which stays its 5 s. Not `getByRole('status')`,
 * the hidden live region Radix announces it in, which it removes after 1 s: a loaded machine can miss that.
 */
export const toast = (page: Page, text: string): Locator => page.locator('li', { hasText: text }).first();

export { expect };
