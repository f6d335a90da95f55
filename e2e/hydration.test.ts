import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { prerenderedPaths } from './harness';

// React's development build (`pnpm --filter @farewise/app build:dev`): it reports, as console errors, an attribute
// that differs from the server's HTML, which a production build neither reports nor corrects when it hydrates.
const DEV_DIST = path.resolve(import.meta.dirname, '../packages/app/dist-dev');
if (!existsSync(DEV_DIST)) throw new Error(`${DEV_DIST} is missing: run "pnpm --filter @farewise/app build:dev" first`);
test.use({ serverEnv: { APP_DIST: DEV_DIST } });
// The file runs last and is a third of the run's test time: its pages, each independent of the others, are shared
// among the workers as they come free, rather than left to one while the other waits.
test.describe.configure({ mode: 'parallel' });

const prerendered = prerenderedPaths(DEV_DIST);

test('the development build prerendered the pages', () => {
  expect(prerendered.length).toBeGreaterThan(10);
});

// One test a page, so that a slow page has the whole test timeout to itself.
for (const route of prerendered) {
  test(`${route} hydrates with no warning, with nothing stored and with stored settings`, async ({ page }) => {
    for (const stored of [false, true]) {
      if (stored) {
        await page.evaluate(() => {
          localStorage.setItem('farewise-theme', 'dark');
          localStorage.setItem('farewise-risk-setting', 'safe');
        });
      }
      await page.goto(route);
      await expect(page.locator('html'), route).toHaveAttribute('data-theme', stored ? 'dark' : 'light');
      // React hydrates the page's sections as their code and data arrive; the page is done when the network is.
      await page.waitForLoadState('networkidle');
    }
    // The page fixture fails the test in teardown on any console error, such as React's hydration warnings.
  });
}

test('/recommendations, drawn for a signed-in traveller, hydrates with no warning', async ({ page, traveller }) => {
  await page.goto('/recommendations');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('banner').getByText(traveller.username)).toBeVisible();
  await expect(page.getByRole('list', { name: 'AI recommendations' }).getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('live pages drawn with a query hydrate with no warning', async ({ page }) => {
  await page.goto('/destinations?q=tokyo');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('list', { name: 'Destinations' }).getByRole('link')).toHaveCount(1);
  await page.goto('/recommendations?tab=ask');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('tab', { name: 'Ask AI' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
});
