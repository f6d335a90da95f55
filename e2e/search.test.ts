import { expect, test, toast } from './fixtures';
import { pickAirport, searchJfkToCdg } from './flightSearch';

/** A price history's verdict on today's fare, in whichever wording agrees with its buy/wait advice. */
const VERDICT = /(Low|Typical|High)( price today|, but likely to drop|, likely to drop|, and likely to rise)/;

test.describe('flight search from the home page, against the real server', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('searches JFK to Paris CDG and shows flights, statistics, the best month and alternatives', async ({ page }) => {
    await searchJfkToCdg(page);
    // The toast leaves after 5 s, so it is read first.
    await expect(toast(page, 'Flight search completed!')).toBeVisible();

    // The flights are the results' articles: the page's AI recommendation cards are articles too.
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('article')).toHaveCount(5);
    await expect(results.getByRole('article').first()).toContainText('Best Match');
    await expect(page.getByRole('region', { name: 'Price statistics' })).toContainText(/Current price\$\d+\.\d\d/);
    await expect(page.getByRole('region', { name: 'Best month to fly' })).toContainText(/20\d\d/);
    await expect(page.getByRole('region', { name: 'Cheaper alternatives' })).toBeVisible();
    // The chart loads as it nears the viewport (its placeholder is labelled "Loading price history …").
    await results.getByLabel(/price history JFK → CDG/i).scrollIntoViewIfNeeded();
    const history = results.getByRole('region', { name: 'Price history JFK → CDG' });
    await expect(history).toContainText(VERDICT);
    await expect(history.locator('.recharts-area').first()).toBeVisible();
  });

  test('shows the live price dashboard: four popular routes, each charted with a verdict', async ({ page }) => {
    const dashboard = page.locator('#live-prices');
    // Its charts load as a reader scrolls down to them.
    await dashboard.scrollIntoViewIfNeeded();
    await expect(dashboard.getByRole('heading', { level: 2 })).toHaveText('Live price dashboard');
    await expect(dashboard.locator('.recharts-area')).toHaveCount(8);
    await expect(dashboard.getByText(VERDICT)).toHaveCount(4);
  });

  test('shows six trending destinations from the API, each opening its page', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Trending destinations' });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/destination\/[a-z-]+$/);
    await expect(section.getByRole('link', { name: 'View All Destinations' })).toHaveAttribute('href', '/destinations');
  });

  test('expands to every flight and collapses again', async ({ page }) => {
    await searchJfkToCdg(page);
    const flights = page.getByRole('region', { name: 'Search results' }).getByRole('article');
    await expect(flights).toHaveCount(5);
    const more = page.getByRole('button', { name: /^View \d+ more flights$/ });
    const hidden = Number(/\d+/.exec((await more.textContent()) ?? '')?.[0]);
    expect(hidden).toBeGreaterThan(0);
    await more.click();
    await expect(flights).toHaveCount(5 + hidden);
    await page.getByRole('button', { name: 'Show fewer options' }).click();
    await expect(flights).toHaveCount(5);
  });

  test('on a fresh page, searches with only one airport by defaulting the other to PAR', async ({ page }) => {
    await pickAirport(page, 'From', 'LHR', /LHR/);
    await page.getByRole('button', { name: 'Find Best Prices' }).click();
    await expect(page.getByRole('region', { name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Flights LHR → (CDG|ORY)/ })).toBeVisible();
  });
});
