import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('discovery end to end: questionnaire, destinations, deals and contact', () => {
  test('answers the questionnaire, gets recommendations from the server, and starts over', async ({ page }) => {
    await page.goto('/');
    for (const answer of ['Mountains', 'One week', 'Winter', 'Group', 'Luxury']) {
      await page.getByRole('radio', { name: new RegExp(`^${answer}`) }).click();
      await page.getByRole('button', { name: /^(Next|Get Recommendations)$/ }).click();
    }
    const names = page.getByRole('list', { name: 'Recommended destinations' }).getByRole('heading');
    await expect(names).toHaveCount(6);
    expect(await names.allTextContents()).toContain('Denver');
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByRole('progressbar', { name: /Step 1 of 5/ })).toHaveAttribute('aria-valuenow', '20');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('filters destinations to beach, opens one, and follows its Hotels link', async ({ page }) => {
    await page.goto('/destinations');
    const list = page.getByRole('list', { name: 'Destinations' });
    const categories = list.locator('span[data-category]');
    await expect(categories.first()).toBeVisible();
    await page.getByRole('button', { name: 'Beach' }).click();
    // Every card left is a beach: none shows another category, and more than five remain.
    await expect(categories.filter({ hasNotText: 'Beach' })).toHaveCount(0);
    await expect.poll(() => list.getByRole('link').count()).toBeGreaterThan(5);

    await list.getByRole('link').first().click();
    await page.waitForURL(/\/destination\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByRole('region', { name: 'Best month to fly' })).toBeVisible();
    await page.getByRole('link', { name: 'Find hotels' }).click();
    await page.waitForURL(/\/hotels\?destination=/);
    const city = decodeURIComponent(new URL(page.url()).searchParams.get('destination') ?? '');
    expect(city).not.toBe('');
    await expect(page.getByRole('heading', { level: 2, name: /^Hotels in / })).toBeVisible();
  });

  test('shows each destination’s locator map in the page’s theme, and a trip idea’s through the redirect', async ({
    page,
  }) => {
    // A broken or missing image is complete with no natural width.
    const loadedWidth = (image: Locator) =>
      image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
    await page.goto('/destinations');
    const lisbon = page
      .getByRole('list', { name: 'Destinations' })
      .getByRole('img', { name: 'Map of Portugal with Lisbon marked' });
    await expect(lisbon).toHaveAttribute('src', /^\/api\/images\/airports\/LIS\.svg\?theme=light&v=[0-9a-f]{12}$/);
    await expect.poll(() => loadedWidth(lisbon)).toBeGreaterThan(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(lisbon).toHaveAttribute('src', /theme=dark/);
    await expect.poll(() => loadedWidth(lisbon)).toBeGreaterThan(0);

    await page.goto('/trip-inspiration');
    const patagonia = page.getByRole('img', { name: 'Map of Chile with Torres del Paine marked' });
    await patagonia.scrollIntoViewIfNeeded();
    await expect.poll(() => loadedWidth(patagonia)).toBeGreaterThan(0);
  });

  test('shows Destination Not Found for an unknown id', async ({ page }) => {
    await page.goto('/destination/atlantis');
    await expect(page.getByRole('heading', { level: 1, name: 'Destination Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Destinations' }).click();
    await page.waitForURL(/\/destinations$/);
  });

  test('a destination’s Search flights link fills home’s To picker with its city', async ({ page }) => {
    await page.goto('/destination/lisbon');
    await page.getByRole('link', { name: 'Search flights' }).click();
    await page.waitForURL(/\/\?destination=Lisbon$/);
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue(/Lisbon/);
  });

  test.describe('travel deals', () => {
    test.beforeEach(async ({ page }) => {
      await page.goto('/travel-deals');
      await expect(page.getByRole('heading', { name: 'All Travel Deals (8)' })).toBeVisible();
    });

    test('searches and filters travel deals to nothing, then clears the filters', async ({ page }) => {
      await page.getByRole('searchbox', { name: 'Search deals' }).fill('paris');
      await expect(page.getByRole('heading', { name: 'All Travel Deals (1)' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Region' }).click();
      await page.getByRole('option', { name: 'Asia' }).click();
      await expect(page.getByRole('heading', { name: 'No deals found' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page.getByRole('heading', { name: 'All Travel Deals (8)' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('');
    });

    test('subscribes to deal alerts', async ({ page }) => {
      await page.getByRole('textbox', { name: 'Email address' }).fill('deals@example.com');
      await page.getByRole('button', { name: 'Get Deal Alerts' }).click();
      await expect(page.getByText(/You’re on the list/)).toBeVisible();
    });
  });

  test('sends the contact form, and the message reaches the support outbox', async ({ page, app }) => {
    await page.goto('/contact-us');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Fare question');
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Booking Support' }).click();
    await page.getByRole('textbox', { name: /^Message/ }).fill('Does the Paris deal include a checked bag?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    const mail = app.mails().find((text) => text.includes('Subject: [Booking Support] Fare question'));
    expect(mail).toContain('Does the Paris deal include a checked bag?');
    expect(mail).toContain('Reply-To: Ada Lovelace <ada@example.com>');
  });
});
