import { expect, PASSWORD, test, toast } from './fixtures';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Runs the 6-step wizard for a three-night trip to Porto, two weeks after the server's today. */
async function createTripThroughWizard(page: Page) {
  const start = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 17 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Plan your first trip' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create a New Trip' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await wizard.getByLabel(/Trip title/).fill('Porto weekend');
  await wizard.getByLabel(/Destination/).fill('Porto');
  await next.click();
  await wizard.getByLabel(/Start date/).fill(start);
  await wizard.getByLabel(/End date/).fill(end);
  await next.click();
  await wizard.getByLabel(/Total budget/).fill('1500');
  await next.click();
  await wizard.getByRole('radio', { name: 'Romantic' }).click();
  await wizard.getByRole('radio', { name: 'Boutique' }).click();
  await next.click();
  await wizard.getByRole('checkbox', { name: 'Food & Dining' }).click();
  await next.click();
  await wizard.getByRole('button', { name: 'Create Trip' }).click();
  await expect(wizard).toBeHidden();
  return start;
}

test.describe('trips end to end', () => {
  test('creates a trip through the wizard, adds an item and an expense, and sees them after a reload', async ({
    page,
    traveller: _signedIn,
  }) => {
    await page.goto('/trips');
    const start = await createTripThroughWizard(page);
    await expect(toast(page, 'Trip created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Porto weekend' })).toBeVisible();
    await expect(page.getByText('3 days')).toBeVisible();

    await page.getByRole('tab', { name: 'Itinerary' }).click();
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Item' });
    await dialog.getByRole('textbox', { name: /Title/ }).fill('Port wine cellar tour');
    await dialog.getByLabel('Time').fill('15:00');
    await dialog.getByRole('button', { name: 'Save Item' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('15:00 · Port wine cellar tour')).toBeVisible();

    await page.getByRole('tab', { name: 'Expenses' }).click();
    await expect(page).toHaveURL(/tab=expenses/);
    await page.getByLabel(/Amount \(USD\)/).fill('48.5');
    await page.getByLabel('Note').fill('Francesinha dinner');
    await page.getByRole('button', { name: 'Add Expense' }).click();
    await expect(page.getByRole('heading', { name: 'Expenses: $48.50' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Expenses', selected: true })).toBeVisible();
    await expect(page.getByText('Francesinha dinner')).toBeVisible();
    await page.getByRole('tab', { name: 'Itinerary' }).click();
    await expect(page.getByText('15:00 · Port wine cellar tour')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toContainText(
      new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' }),
    );
  });

  test('shares a trip read-only, and the link stops working once revoked', async ({
    page,
    browser,
    traveller: _signedIn,
  }) => {
    await page.goto('/trips');
    await createTripThroughWizard(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this trip' });
    await dialog.getByRole('button', { name: 'Create Link' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Read-only link' }).inputValue();
    expect(link).toMatch(/\/trips\/shared\/[\w-]{16,}$/);

    const visitor = await browser.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 2, name: 'Porto weekend' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /Settings/ })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Stop Sharing' }).click();
    await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await visitor.close();
  });
});

test.describe('trip planner end to end', () => {
  test('plans Paris within a budget, each day timed, and explains a budget no plan can meet', async ({ page }) => {
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
    await page.goto('/trip-planner');
    await page.getByLabel(/Destination/).fill('Paris');
    await page.getByLabel(/Start date/).fill(start);
    await page.getByLabel(/End date/).fill(end);
    await page.getByLabel(/Budget/).fill('$1,500 for both');
    await page.getByRole('checkbox', { name: 'Museums' }).click();
    await page.getByRole('checkbox', { name: 'Food & Dining' }).click();
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    await expect(page.getByRole('heading', { name: /^Day \d · / })).toHaveCount(3);
    await expect(page.getByText(/^\d\d:\d\d · /).first()).toBeVisible();
    await expect(page.getByText(/for 2 travelers of a \$1,500\.00 budget$/)).toBeVisible();
    await expect(page).toHaveURL(/interests=/);

    // Day 2 planned again: other activities, day 1 as it was.
    const day = (n: number) => page.getByRole('region', { name: new RegExp(`^Day ${n} · `) });
    const dayOne = await day(1).innerText();
    const dayTwo = await day(2)
      .getByText(/^\d\d:\d\d · /)
      .allInnerTexts();
    await page.getByRole('button', { name: 'Regenerate day 2' }).click();
    await expect(page.getByRole('button', { name: 'Regenerate day 2' })).toBeEnabled();
    await expect(
      day(2)
        .getByText(/^\d\d:\d\d · /)
        .first(),
    ).not.toHaveText(dayTwo[0]!);
    const names = (texts: string[]) => texts.map((text) => text.replace(/^\d\d:\d\d · /, ''));
    const after = names(
      await day(2)
        .getByText(/^\d\d:\d\d · /)
        .allInnerTexts(),
    );
    expect(after.filter((name) => names(dayTwo).includes(name))).toEqual([]);
    expect(await day(1).innerText()).toBe(dayOne);

    // Meals are never free: no three days with them fit in $5.
    await page.getByLabel(/Budget/).fill('$5');
    await page.getByRole('button', { name: 'Generate Itinerary' }).click();
    await expect(page.getByRole('alert')).toContainText('Budget: the cheapest plan');
  });

  test('saves a generated plan into a trip, exports the budget JSON and sets the trip budget from it', async ({
    page,
    traveller: _signedIn,
  }) => {
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/trip-planner?destination=Paris&startDate=${start}&endDate=${end}&budget=%241%2C500`);
    const activities = page.getByText(/^\d\d:\d\d · /);
    await expect(activities.first()).toBeVisible();
    const planned = await activities.count();
    await page.getByRole('button', { name: 'Save to trip' }).click();
    await expect(toast(page, 'Saved to your trips')).toBeVisible();
    await page.getByRole('link', { name: 'Open it in My Trips' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Paris itinerary' })).toBeVisible();
    await page.getByRole('tab', { name: 'Itinerary' }).click();
    await expect(page.getByRole('tabpanel').getByText(/Planned/)).toHaveCount(planned);

    await page.goto('/budget-calculator?destination=Paris&duration=2&travelers=2');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('farewise-budget-paris.json');
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { destination: string };
    expect(exported.destination).toBe('Paris');

    await page.getByRole('button', { name: 'Save as trip budget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as trip budget' });
    await dialog.getByRole('combobox', { name: 'Trip' }).click();
    await page.getByRole('option', { name: 'Paris itinerary' }).click();
    await dialog.getByRole('button', { name: 'Update trip budget' }).click();
    await expect(toast(page, 'now has this budget')).toBeVisible();
    const total = (
      await page
        .getByText(/^Total budget/)
        .first()
        .innerText()
    )
      .replace('Total budget', '')
      .trim();
    await page.getByRole('link', { name: 'Open it in My Trips' }).click();
    await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
  });

  test('keeps a signed-out trip in the browser and imports it once after sign-in', async ({ page }) => {
    await page.goto('/trips');
    await expect(page.getByText(/trips are kept in this browser only/)).toBeVisible();
    await createTripThroughWizard(page);
    await expect(toast(page, 'is saved in this browser')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Porto weekend' })).toBeVisible();

    const username = `imp_${Date.now()}`;
    const registered = await page.request.post('/api/auth/register', {
      data: { username, email: `${username}@example.com`, password: PASSWORD },
    });
    expect(registered.ok()).toBe(true);
    await page.reload();
    const offer = page.getByRole('region', { name: 'Trips saved in this browser' });
    await offer.getByRole('button', { name: 'Import into my account' }).click();
    await expect(toast(page, 'Trips imported')).toBeVisible();
    await expect(offer).toBeHidden();
    // The browser's trip was selected: the imported one opens in its place.
    await expect(page.getByRole('heading', { level: 2, name: 'Porto weekend' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Expenses' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /Porto weekend/ })).toHaveCount(1);
    await expect(offer).toBeHidden();
  });
});
