import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startApp, type RunningApp } from './harness';

describe('the shell in Chromium against the real server', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function open(path: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // A signed-out visitor's session check answers 401 by design (spec 01 §7: that read returns null on 401);
      // Chromium logs every non-OK response, and the URL says which call it was.
      const signedOutCheck = message.location().url.endsWith('/api/auth/me') && message.text().includes('401');
      if (message.type() === 'error' && !signedOutCheck) errors.push(message.text());
    });
    await page.goto(`${app.url}${path}`);
    return errors;
  }

  it('cycles the theme and keeps the choice after a reload', async () => {
    const errors = await open('/');
    const toggle = page.getByRole('button', { name: 'System theme' });
    await toggle.click();
    await page.getByRole('button', { name: 'Light mode' }).click();
    await expect(page.getByRole('button', { name: 'Dark mode' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');

    await page.reload();
    await page.getByRole('button', { name: 'Dark mode' }).waitFor();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('farewise-theme'))).resolves.toBe('dark');
    // The built app runs under the server's Content-Security-Policy without violations.
    expect(errors).toEqual([]);
  });

  it('shows the 404 screen with the footer for an unknown path', async () => {
    await open('/No-Such-Page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
  });

  it.each([
    ['/PRIVACY-POLICY', 'Privacy Policy'],
    ['/privacy-policy/', 'Privacy Policy'],
    ['/Terms-Of-Service/', 'Terms of Service'],
  ])('resolves %s ignoring case and a trailing slash', async (path, title) => {
    await open(path);
    await expect(page.getByRole('heading', { level: 1, name: title }).textContent()).resolves.toBe(title);
  });

  it('shows demo mode in the status banner', async () => {
    await open('/');
    await expect(page.getByText(/Demo mode/).textContent()).resolves.toContain('Demo mode');
  });
});
