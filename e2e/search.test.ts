import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startApp, type RunningApp } from './harness';

describe('flight search from the home page, against the real server', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchChromium()]);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const pick = async (label: string, text: string, option: RegExp) => {
    await page.getByRole('combobox', { name: label }).fill(text);
    await page.getByRole('option', { name: option }).first().click();
  };

  it('searches JFK to Paris CDG and shows flights, statistics, the best month and alternatives', async () => {
    await page.goto(app.url);
    await pick('From', 'JFK', /JFK/);
    // The picked airport's label replaces the typed text on the next render.
    await expect.poll(() => page.getByRole('combobox', { name: 'From' }).inputValue()).toBe('New York (JFK)');
    await pick('To', 'Paris', /CDG/);
    await page.getByRole('button', { name: 'Find Best Prices' }).click();

    const results = page.getByRole('region', { name: 'Search results' });
    await results.waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(5);
    await expect(page.getByRole('article').first().textContent()).resolves.toContain('Best Match');
    await expect(page.getByRole('region', { name: 'Price statistics' }).textContent()).resolves.toMatch(
      /Current price\$\d+\.\d\d/,
    );
    await expect(page.getByRole('region', { name: 'Best month to fly' }).textContent()).resolves.toMatch(/20\d\d/);
    await expect(page.getByRole('region', { name: 'Cheaper alternatives' }).isVisible()).resolves.toBe(true);
    const history = results.getByRole('region', { name: 'Price history JFK → CDG' });
    await history.waitFor();
    await expect(history.textContent()).resolves.toMatch(/(Low|Typical|High) price today/);
    await history.locator('.recharts-area').first().waitFor();
    // Radix also announces the toast in a hidden live region; the visible toast is the list item.
    await expect(page.locator('li', { hasText: 'Flight search completed!' }).isVisible()).resolves.toBe(true);
  });

  it('shows the live price dashboard: four popular routes, each charted with a verdict', async () => {
    const dashboard = page.locator('#live-prices');
    await expect(dashboard.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Live price dashboard');
    await dashboard.locator('.recharts-area').nth(7).waitFor();
    await expect(dashboard.getByText(/(Low|Typical|High) price today/).count()).resolves.toBe(4);
    await expect(dashboard.locator('.recharts-area').count()).resolves.toBe(8);
  });

  it('shows six trending destinations from the API, each opening its page', async () => {
    const section = page.getByRole('region', { name: 'Trending destinations' });
    const cards = section.getByRole('listitem');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(6);
    await expect(cards.first().getByRole('link').getAttribute('href')).resolves.toMatch(/^\/destination\/[a-z-]+$/);
    await expect(section.getByRole('link', { name: 'View All Destinations' }).getAttribute('href')).resolves.toBe(
      '/destinations',
    );
  });

  it('expands to every flight and collapses again', async () => {
    const more = page.getByRole('button', { name: /^View \d+ more flights$/ });
    const hidden = Number(/\d+/.exec((await more.textContent()) ?? '')?.[0]);
    await more.click();
    await expect(page.getByRole('article').count()).resolves.toBe(5 + hidden);
    await page.getByRole('button', { name: 'Show fewer options' }).click();
    await expect(page.getByRole('article').count()).resolves.toBe(5);
  });

  it('after a reload, searches with only one airport by defaulting the other to PAR', async () => {
    await page.reload();
    await pick('From', 'LHR', /LHR/);
    await page.getByRole('button', { name: 'Find Best Prices' }).click();
    await page.getByRole('region', { name: 'Search results' }).waitFor();
    await expect(
      page.getByRole('heading', { level: 2, name: /Flights LHR → (CDG|ORY|BVA)/ }).isVisible(),
    ).resolves.toBe(true);
  });
});
