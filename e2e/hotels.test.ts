import { expect, test } from './fixtures';

test.describe('hotels end to end', () => {
  test('a destination’s Hotels link searches its city; filter and sort live in the URL, so a reload shows the same', async ({
    page,
  }) => {
    await page.goto('/destination/lisbon');
    await page.getByRole('link', { name: 'Find hotels' }).click();
    await page.waitForURL(/\/hotels\?destination=Lisbon$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Hotels in Lisbon' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue(/Lisbon/);
    const cards = page.getByRole('list', { name: 'Hotels' }).getByRole('article');
    // 12 to 20 hotels a city, each with a nightly rate and its total for the default 3 nights in 1 room.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
    await expect(cards.first()).toContainText(/\$[\d,]+\.\d\d per night/);
    await expect(cards.first()).toContainText(/\$[\d,]+\.\d\d total · 3 nights, 1 room/);

    await page.getByRole('combobox', { name: 'Filter' }).click();
    await page.getByRole('option', { name: 'Budget (under $200/night)' }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Rating: high to low' }).click();
    await expect(page).toHaveURL(/filter=budget/);
    await expect(page).toHaveURL(/sort=rating/);
    const count = (await page.getByText(/^Showing \d+ of \d+ hotels$/).textContent())!;
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();

    await page.reload();
    await expect(page.getByText(count)).toBeVisible();
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(names);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Rating: high to low/);
  });

  test('searches another stay from the form and shows No Hotels Found for a place with none', async ({ page }) => {
    await page.goto('/hotels');
    await expect(page.getByRole('button', { name: 'Search Hotels' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Destination' }).fill('Tokyo');
    await page
      .getByRole('option', { name: /^Tokyo/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Guests' }).click();
    await page.getByRole('option', { name: '4 guests' }).click();
    await page.getByRole('combobox', { name: 'Rooms' }).click();
    await page.getByRole('option', { name: '2 rooms' }).click();
    await page.getByRole('button', { name: 'Search Hotels' }).click();
    await expect(page).toHaveURL(/guests=4/);
    await expect(page.getByRole('heading', { level: 2, name: /^Hotels in Tokyo/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Hotels' }).getByRole('article').first()).toContainText(
      '3 nights, 2 rooms',
    );

    await page.goto('/hotels?destination=Atlantis');
    await expect(page.getByRole('heading', { name: 'No Hotels Found' })).toBeVisible();
  });
});
