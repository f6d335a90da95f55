import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startApp, type RunningApp } from './harness';

const PASSWORD = 'voyage2026';

describe('an account end to end: sign up, save a search, an alert that fires, sign out', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The evaluator runs every 1.2 s here, so the alert fires while the test watches.
    [app, browser] = await Promise.all([startApp({ ALERT_INTERVAL_MINUTES: '0.02' }), launchChromium()]);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const toast = (text: string) => page.locator('li', { hasText: text }).first();

  it('signs up, logs out, and logs back in', async () => {
    await page.goto(`${app.url}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('textbox', { name: /^Username/ }).fill('e2e_traveller');
    await page.getByRole('textbox', { name: /^Email/ }).fill('e2e@example.com');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Welcome, e2e_traveller' }).waitFor();
    await expect(toast('Registration Successful!').isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('tab', { name: 'Log In' }).waitFor();
    await page.getByRole('textbox', { name: /Username or email/ }).fill('e2e@example.com');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Welcome, e2e_traveller' }).waitFor();
    await expect(page.getByRole('button', { name: 'Account: e2e_traveller' }).isVisible()).resolves.toBe(true);
  });

  it('searches JFK to CDG, saves the search, searches it again from the dashboard, and deletes it', async () => {
    await page.goto(app.url);
    await page.getByRole('combobox', { name: 'From' }).fill('JFK');
    await page.getByRole('option', { name: /JFK/ }).first().click();
    await page.getByRole('combobox', { name: 'To' }).fill('Paris');
    await page.getByRole('option', { name: /CDG/ }).first().click();
    await page.getByRole('button', { name: 'Find Best Prices' }).click();
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Paris in spring');
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await toast('Search saved').waitFor();

    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('tab', { name: 'Saved Searches' }).click();
    const list = page.getByRole('list', { name: 'Saved searches' });
    await expect(list.textContent()).resolves.toContain('Paris in spring');
    // Search again opens home with the saved airports and runs the search.
    await page.getByRole('button', { name: 'Search again' }).click();
    await page.getByRole('heading', { name: /^Flights JFK → CDG/ }).waitFor();
    await expect(page.getByRole('combobox', { name: 'From' }).inputValue()).resolves.toBe('New York (JFK)');

    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('tab', { name: 'Saved Searches' }).click();
    await page.getByRole('button', { name: 'Delete saved search Paris in spring' }).click();
    await toast('Search Deleted').waitFor();
    await page.getByText(/No saved searches yet/).waitFor();
  });

  it('creates an alert above today’s fare, sees it fire, and finds the email in the outbox', async () => {
    await page.goto(`${app.url}/price-alerts`);
    await page.getByRole('textbox', { name: /^From/ }).fill('jfk');
    await page.getByRole('textbox', { name: /^To/ }).fill('cdg');
    await page.getByRole('spinbutton', { name: /Target price/ }).fill('5000');
    await page.getByRole('button', { name: 'Create Alert' }).click();
    const alert = page.getByRole('listitem', { name: 'Alert JFK → CDG' });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Watching');

    let text = '';
    for (let attempt = 0; attempt < 20 && !text.includes('Triggered'); attempt++) {
      await page.waitForTimeout(500);
      await page.reload();
      await alert.waitFor();
      text = (await alert.textContent()) ?? '';
    }
    expect(text).toContain('Triggered');
    const outbox = path.join(app.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    expect(mails.some((mail) => mail.includes('To: e2e@example.com') && mail.includes('from JFK to CDG'))).toBe(true);
  });

  it('logs out and sees "Access Required" on the dashboard', async () => {
    await page.getByRole('button', { name: 'Account: e2e_traveller' }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
    await toast('Logged Out').waitFor();
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole('heading', { name: 'Access Required' }).waitFor();
    await expect(page.getByRole('link', { name: 'Sign In' }).first().getAttribute('href')).resolves.toBe('/auth');
  });
});
