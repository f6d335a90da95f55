import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startApp, type RunningApp } from './harness';

describe('discovery end to end: questionnaire, destinations, deals and contact', () => {
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

  it('answers the questionnaire, gets recommendations from the server, and starts over', async () => {
    await page.goto(app.url);
    for (const answer of ['Mountains', 'One week', 'Winter', 'Group', 'Luxury']) {
      await page.getByRole('radio', { name: new RegExp(`^${answer}`) }).click();
      await page.getByRole('button', { name: /^(Next|Get Recommendations)$/ }).click();
    }
    const results = page.getByRole('list', { name: 'Recommended destinations' });
    await results.waitFor();
    const names = await results.getByRole('heading').allTextContents();
    expect(names).toHaveLength(6);
    expect(names).toEqual(expect.arrayContaining(['Denver']));
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByRole('progressbar', { name: /Step 1 of 5/ }).getAttribute('aria-valuenow')).resolves.toBe(
      '20',
    );
    await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
  });

  it('filters destinations to beach, opens one, and follows its Hotels link', async () => {
    await page.goto(`${app.url}/destinations`);
    await page.getByRole('button', { name: 'Beach' }).click();
    const list = page.getByRole('list', { name: 'Destinations' });
    const cards = list.getByRole('link');
    await expect(cards.count()).resolves.toBeGreaterThan(5);
    for (const text of await list.locator('span[data-category]').allTextContents()) expect(text).toBe('Beach');
    await cards.first().click();
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('region', { name: 'Best month to fly' }).waitFor();
    await page.getByRole('link', { name: 'Find hotels' }).click();
    await page.waitForURL(/\/hotels\?destination=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('destination') ?? '')).not.toBe('');
    expect(name).toBeTruthy();
  });

  it('shows Destination Not Found for an unknown id', async () => {
    await page.goto(`${app.url}/destination/atlantis`);
    await page.getByRole('heading', { level: 1, name: 'Destination Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Destinations' }).click();
    await page.waitForURL(/\/destinations$/);
  });

  it('a destination’s Search flights link fills home’s To picker with its city', async () => {
    await page.goto(`${app.url}/destination/lisbon`);
    await page.getByRole('link', { name: 'Search flights' }).click();
    await page.waitForURL(/\/\?destination=Lisbon$/);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'To' }).inputValue(), { timeout: 10_000 })
      .toMatch(/Lisbon/);
  });

  it('searches and filters travel deals to nothing, then clears the filters', async () => {
    await page.goto(`${app.url}/travel-deals`);
    await page.getByRole('heading', { name: 'All Travel Deals (8)' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search deals' }).fill('paris');
    await page.getByRole('heading', { name: 'All Travel Deals (1)' }).waitFor();
    await page.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'Asia' }).click();
    await page.getByRole('heading', { name: 'No deals found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByRole('heading', { name: 'All Travel Deals (8)' }).waitFor();
    await expect(page.getByRole('searchbox', { name: 'Search deals' }).inputValue()).resolves.toBe('');
  });

  it('subscribes to deal alerts', async () => {
    await page.getByRole('textbox', { name: 'Email address' }).fill('deals@example.com');
    await page.getByRole('button', { name: 'Get Deal Alerts' }).click();
    await page.getByText(/You’re on the list/).waitFor();
  });

  it('sends the contact form, and the message reaches the support outbox', async () => {
    await page.goto(`${app.url}/contact-us`);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Fare question');
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Booking Support' }).click();
    await page.getByRole('textbox', { name: /^Message/ }).fill('Does the Paris deal include a checked bag?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
    const outbox = path.join(app.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    const mail = mails.find((text) => text.includes('Subject: [Booking Support] Fare question'));
    expect(mail).toContain('Does the Paris deal include a checked bag?');
    expect(mail).toContain('Reply-To: Ada Lovelace <ada@example.com>');
  });
});
