import { readdirSync } from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { expect, PASSWORD, test } from './fixtures';
import { prerenderedPaths } from './harness';

const ROUTES = path.resolve(import.meta.dirname, '../packages/app/src/routes');

/**
 * Every page of the app, read from its route files (`destination.$id.tsx` → `/destination/$id`, `trips.index.tsx` →
 * `/trips`), so a new page is visited without editing this file.
 */
function appPaths(): string[] {
  return readdirSync(ROUTES)
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('__'))
    .map((file) => {
      const segments = file.replace(/\.tsx$/, '').split('.');
      return `/${segments.filter((segment) => segment !== 'index').join('/')}`;
    })
    .sort();
}

/** The JSON answer of `GET pathname`, asked outside the page, so that the page's own requests are all its own. */
async function apiAnswer<T>(baseURL: string, pathname: string): Promise<T> {
  const api = await request.newContext({ baseURL });
  try {
    return (await (await api.get(pathname)).json()) as T;
  } finally {
    await api.dispose();
  }
}

/** Real values for the dynamic segments: a destination the server knows and a live share link of a trip. */
interface Params {
  $id: string;
  $token: string;
}

test.describe('every page in Chromium against the real server', () => {
  let params: Params;

  // A second context, so the trip's owner stays signed in there and the pages below are visited signed out.
  test.beforeAll(async ({ app }) => {
    const api = await request.newContext({ baseURL: app.url });
    const [destination] = await (await api.get('/api/destinations')).json();
    const owner = { username: 'route_tour', email: 'route_tour@example.com', password: PASSWORD };
    expect((await api.post('/api/auth/register', { data: owner })).status()).toBe(201);
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const newTrip = { title: 'Lisbon', description: '', destination: 'Lisbon', startDate: start, endDate: start };
    const created = await api.post('/api/trips', { data: { ...newTrip, totalBudget: 900, travelers: 1, tags: [] } });
    expect(created.status(), await created.text()).toBe(201);
    const share = await api.post(`/api/trips/${(await created.json()).id}/share`);
    params = { $id: destination.id, $token: (await share.json()).token };
    await api.dispose();
  });

  for (const route of [...appPaths(), '/no-such-page']) {
    test(`${route} draws its heading with no console error, page error or CSP violation`, async ({ page }) => {
      await page.goto(route.replace(/\$\w+/g, (segment) => params[segment as keyof Params]));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's own requests (and the schemas that parse them) are done once the network is quiet.
      await page.waitForLoadState('networkidle');
      // The page fixture fails the test in teardown on any error the page logged.
    });
  }
});

test.describe('prerendered pages', () => {
  test.use({ javaScriptEnabled: false });

  test('paint the home page’s search and the destinations heading before any script runs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay less for every trip');
    await expect(page.getByRole('button', { name: 'Find Best Prices' })).toBeVisible();
    // A select shows its chosen option before the script runs, not an empty box.
    await expect(page.getByRole('combobox', { name: 'Flexible Dates' })).toHaveText('Anytime this year');
    await expect(page).toHaveTitle('Farewise — find cheaper flights, hotels and trips');
    await page.goto('/destinations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('draw the destination cards from the day’s list, and those of a search, before any script runs', async ({
    page,
    app,
  }) => {
    const destinations = await apiAnswer<{ name: string }[]>(app.url, '/api/destinations');
    const cards = page.getByRole('list', { name: 'Destinations' }).getByRole('link');
    await page.goto('/destinations');
    await expect(cards).toHaveCount(destinations.length);
    await expect(cards.first()).toContainText(destinations[0]!.name);
    await expect(cards.first().getByRole('img')).toHaveJSProperty('complete', true);
    // The page's own title and description, in the head, once.
    await expect(page).toHaveTitle('Destinations — Farewise');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Browse 60 destinations/);
    // A search in the address is drawn too: its cards alone.
    await page.goto('/destinations?q=tokyo');
    await expect(page.getByRole('searchbox')).toHaveValue('tokyo');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Tokyo');
    // /popular-destinations is drawn from the same list.
    await page.goto('/popular-destinations');
    await expect(cards.first()).toBeVisible();
  });

  test('draw the recommendation cards of /recommendations for the visitor, a guest’s here, before any script runs', async ({
    page,
    app,
  }) => {
    const ideas = await apiAnswer<{ title: string }[]>(app.url, '/api/ai/recommendations/guest');
    await page.goto('/recommendations');
    const panel = page.getByRole('tabpanel', { name: 'AI Recommendations' });
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(ideas.map(({ title }) => title));
    await expect(page.getByRole('button', { name: 'Refresh AI' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('draw the months that run from today loading, since the server cannot know today', async ({ page }) => {
    await page.goto('/flexible-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flexible Date Search');
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('table', { name: 'Price calendar, loading' })).toBeVisible();
    await page.goto('/travel-calendar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Calendar');
    await expect(page.getByRole('group', { name: 'Month' })).toHaveAttribute('aria-busy', 'true');
  });
});

test.describe('prerendered pages, with scripts', () => {
  const prerendered = prerenderedPaths();

  test('ask for the session from the HTML, or come drawn from it and the destination list, and ask for neither again', async ({
    page,
  }) => {
    /** How each request for `pathname` was started: `link` for the page's preload, `fetch` for the app's client. */
    const initiators = (pathname: string) =>
      page.evaluate(
        (wanted) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === wanted)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        pathname,
      );
    // The destination pages come drawn from the list, and hand the app that answer: nothing asks for it.
    for (const route of ['/destinations', '/popular-destinations']) {
      await page.goto(route);
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      await expect(page.getByRole('list', { name: 'Destinations' }).getByRole('link').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await initiators('/api/destinations'), route).toEqual([]);
    }
    // The hydrated cards answer a search at once, from the list the page came with.
    await page.goto('/destinations');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.getByRole('searchbox').fill('lisbon');
    await expect(page.getByRole('list', { name: 'Destinations' }).getByRole('link')).toHaveCount(1);
    // Every prerendered page asks who is signed in from its HTML, and the app's session check takes that answer;
    // /recommendations comes drawn for its visitor, and asks for neither that nor their cards.
    for (const [route, asked] of [
      ['/hotels', ['link']],
      ['/recommendations', []],
    ] as const) {
      await page.goto(route);
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      await page.waitForLoadState('networkidle');
      expect(await initiators('/api/auth/session'), route).toEqual(asked);
    }
    expect(await initiators('/api/ai/recommendations/guest')).toEqual([]);
  });

  test('fetch the app’s code only once the page has painted, all of the first chunks at once', async ({ page }) => {
    // The framework chunk is held back until the other start chunks and the page's own (home's is `routes-…`, of
    // `src/routes/index.tsx`) are asked for: fetched one step after another, as each is imported, they would not be
    // while it is held, and the cap lets the page go on to fail the check below.
    const others = /\/assets\/(contracts|start|design-system|routes)-[\w-]+\.js$/;
    const asked = new Set<string>();
    let allAsked = () => {};
    const othersAsked = new Promise<void>((resolve) => (allAsked = resolve));
    page.on('request', (request) => {
      const chunk = others.exec(new URL(request.url()).pathname)?.[1];
      if (chunk) asked.add(chunk);
      if (asked.size === 4) allAsked();
    });
    let askedWhileHeld: string[] = [];
    await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
      await Promise.race([othersAsked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      askedWhileHeld = [...asked].sort();
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect(askedWhileHeld).toEqual(['contracts', 'design-system', 'routes', 'start']);
    const { firstContentfulPaint, asked: askedAt } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      asked: performance
        .getEntriesByType('resource')
        .filter((entry) =>
          /^\/assets\/(framework|contracts|start|design-system|routes)-/.test(new URL(entry.name).pathname),
        )
        .map((entry) => entry.startTime),
    }));
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(askedAt).toHaveLength(5);
    for (const startTime of askedAt) expect(startTime).toBeGreaterThanOrEqual(firstContentfulPaint!);
  });

  test('stay usable as plain pages when the app’s code fails to load', async ({ browser, baseURL }) => {
    // Its own page: the fixture's fails a test on the console error this one expects.
    const page = await browser.newPage({ baseURL });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/assets\/contracts-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect(errors.filter((error) => error.startsWith('Farewise could not start'))).toHaveLength(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotels' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/hotel/i);
    await page.close();
  });

  test('are hydrated, keeping the drawn page, for a visitor with a stored dark theme and risk setting', async ({
    page,
  }) => {
    expect(prerendered).toContain('/');
    // Stored settings the server did not draw with: a page hydrated with them would not match its markup (React
    // logs error 418, and the fixture fails the test). Every heading the app removes is counted.
    await page.addInitScript(() => {
      localStorage.setItem('farewise-theme', 'dark');
      localStorage.setItem('farewise-risk-setting', 'safe');
      const counter = window as unknown as { removedHeadings: number };
      counter.removedHeadings = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          counter.removedHeadings += [...record.removedNodes].filter(
            (node) => node instanceof Element && (node.matches('h1') || node.querySelector('h1')),
          ).length;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const route of prerendered) {
      await page.goto(route);
      await expect(page.locator('html'), route).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('button', { name: /dark mode/i }), route).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { removedHeadings: number }).removedHeadings), route).toBe(
        0,
      );
    }
    // A date field's lower bound is set once the page runs: today's, whichever day the build prerendered the page on.
    expect(prerendered).toContain('/hotels');
    await page.goto('/hotels');
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    await expect(page.getByLabel('Check-in')).toHaveAttribute('min', today);
  });

  test('show the months from the visitor’s today once hydrated', async ({ page }) => {
    expect(prerendered).toEqual(expect.arrayContaining(['/flexible-search', '/travel-calendar']));
    await page.goto('/travel-calendar');
    const month = (offset: number, style: 'short' | 'long') =>
      page.evaluate(
        ([ahead, monthStyle]) => {
          const now = new Date();
          const first = new Date(now.getFullYear(), now.getMonth() + Number(ahead), 1);
          return first.toLocaleDateString('en-US', { month: monthStyle as 'short' | 'long', year: 'numeric' });
        },
        [offset, style],
      );
    const chips = page.getByRole('group', { name: 'Month' });
    await expect(chips.getByRole('button', { name: await month(0, 'short') })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('grid', { name: await month(0, 'long') })).toBeVisible();
    // The flexible search's default month is next month (spec 01 §3).
    await page.goto('/flexible-search');
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveText(await month(1, 'long'));
    await expect(page.getByRole('grid', { name: await month(1, 'long') })).toBeVisible();
  });
});
