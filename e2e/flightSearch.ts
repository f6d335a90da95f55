import { expect, type Page } from '@playwright/test';

/**
 * Types `text` into home's From or To airport picker (spec 01 §1) and picks the first suggestion matching `option`,
 * then waits until the picked airport's label replaces the typed text, which happens on the next render.
 */
export async function pickAirport(page: Page, label: 'From' | 'To', text: string, option: RegExp): Promise<void> {
  const picker = page.getByRole('combobox', { name: label });
  await picker.fill(text);
  await page.getByRole('option', { name: option }).first().click();
  await expect(picker).not.toHaveValue(text);
}

/** From the page already open on home: picks New York JFK and Paris CDG and runs the search (spec 01 §1). */
export async function searchJfkToCdg(page: Page): Promise<void> {
  await pickAirport(page, 'From', 'JFK', /JFK/);
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('New York (JFK)');
  await pickAirport(page, 'To', 'Paris', /CDG/);
  await page.getByRole('button', { name: 'Find Best Prices' }).click();
  await expect(page.getByRole('region', { name: 'Search results' })).toBeVisible();
}
