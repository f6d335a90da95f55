import { expect, test, toast } from './fixtures';

test.describe('flexible dates end to end', () => {
  test('a destination’s Flexible dates link searches around next month, then selects and compares options', async ({
    page,
  }) => {
    await page.goto('/destination/lisbon');
    await page.getByRole('link', { name: 'Flexible dates' }).click();
    await page.waitForURL(/\/flexible-search\?destination=Lisbon$/);
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue(/Lisbon/);
    const options = page
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .getByRole('article');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    // The month's calendar prices its days, each named with its date, fare and level.
    await expect(
      page
        .getByRole('grid')
        .getByRole('gridcell', { name: /: \$[\d,]+, (Best|Good|Fair) price$/ })
        .first(),
    ).toBeVisible();

    await options.nth(0).getByRole('button', { name: 'Select' }).click();
    await options.nth(1).getByRole('button', { name: 'Select' }).click();
    const bar = page.getByRole('region', { name: 'Selected flight' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Compare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare 2 flights' });
    await expect(dialog.getByRole('row')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Book' }).click();
    await expect(bar.getByRole('status')).toContainText('Booking needs a live flight provider');
  });

  test('a picked calendar day and the whole-month flexibility live in the URL, so a reload shows the same search', async ({
    page,
  }) => {
    await page.goto('/flexible-search?origin=JFK&destination=CDG');
    await page.getByRole('combobox', { name: 'Flexibility' }).click();
    await page.getByRole('option', { name: 'Entire month' }).click();
    await page.getByRole('button', { name: 'Search Flexible Dates' }).click();
    await expect(toast(page, 'Flexible Search Complete')).toBeVisible();
    await expect(page).toHaveURL(/flexibilityLevel=high/);
    const available = page.getByRole('grid').locator('[role="gridcell"][aria-disabled="false"]');
    await available.nth(3).click();
    await expect(page).toHaveURL(/departureDate=/);
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('grid').locator('[aria-selected="true"]')).toHaveCount(1);
  });
});

test.describe('travel calendar end to end', () => {
  test('changes the month and the route, and a top deal opens the flight search for its day', async ({ page }) => {
    await page.goto('/travel-calendar');
    const grid = page.getByRole('grid');
    await expect(
      grid.getByRole('gridcell', { name: /: \$[\d,]+, (Low for the month|Mid-range|High for the month)/ }).first(),
    ).toBeVisible();
    const months = page.getByRole('group', { name: 'Month' }).getByRole('button');
    const third = (await months.nth(2).textContent())!;
    await months.nth(2).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await expect(page.getByRole('group', { name: 'Month' }).getByRole('button', { name: third })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('group', { name: 'Popular destinations' }).getByRole('button', { name: 'FCO' }).click();
    await expect(page).toHaveURL(/destination=FCO/);
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue(/FCO/);
    const deals = page.getByRole('region', { name: 'Top 3 deals' }).getByRole('link');
    await expect(deals).toHaveCount(3);
    await deals.first().click();
    await page.waitForURL(/\/\?origin=JFK&destination=FCO&flexibleDates=specific-dates&departureDate=/);
    await expect(page.getByRole('heading', { name: /Flights JFK → FCO/ })).toBeVisible();
  });
});
