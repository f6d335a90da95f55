import { expect, test } from './fixtures';

test.describe('the shell in Chromium against the real server', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('cycles the theme and keeps the choice after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'System theme' }).click();
    await page.getByRole('button', { name: 'Light mode' }).click();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('farewise-theme'))).toBe('dark');
    // The page fixture also fails this test on any Content-Security-Policy violation of the built app.
  });

  test('shows the 404 screen with the footer for an unknown path', async ({ page }) => {
    await page.goto('/No-Such-Page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  for (const [path, title] of [
    ['/PRIVACY-POLICY', 'Privacy Policy'],
    ['/privacy-policy/', 'Privacy Policy'],
    ['/Terms-Of-Service/', 'Terms of Service'],
  ] as const) {
    test(`resolves ${path} ignoring case and a trailing slash`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toHaveText(title);
    });
  }

  test('shows demo mode in the status banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/Demo mode/)).toContainText('Demo mode');
  });
});
