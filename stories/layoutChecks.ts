import { expect } from 'storybook/test';

/** A grid's items in rows, by their top edge, top row first. */
function rowsOf(grid: HTMLElement): HTMLElement[][] {
  const rows = new Map<number, HTMLElement[]>();
  for (const item of Array.from(grid.children) as HTMLElement[]) {
    const top = Math.round(item.getBoundingClientRect().top);
    rows.set(top, [...(rows.get(top) ?? []), item]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, items]) => items);
}

/** Every row of the grid, the last one too, holds as many cards as the first: no half-empty last row. */
export async function expectFullRows(grid: HTMLElement) {
  const counts = rowsOf(grid).map((row) => row.length);
  await expect(counts, 'cards per row').toEqual(counts.map(() => counts[0]));
}

/** The grid's first row reaches its far edge: no column is kept empty for cards that are not there. */
export async function expectNoEmptyColumns(grid: HTMLElement) {
  const firstRow = rowsOf(grid)[0]!;
  const reach = firstRow[firstRow.length - 1]!.getBoundingClientRect().right;
  await expect(grid.getBoundingClientRect().right - reach).toBeLessThanOrEqual(1);
}

/** The elements line up along `edge` (within a pixel): the buttons or fares of a row of cards. */
export async function expectLinedUp(elements: HTMLElement[], edge: 'top' | 'bottom') {
  const positions = elements.map((element) => Math.round(element.getBoundingClientRect()[edge]));
  for (const position of positions) await expect(Math.abs(position - positions[0]!)).toBeLessThanOrEqual(1);
}

/** The cards of the grid's first row, each as the element a test reads. */
export function firstRow(grid: HTMLElement): HTMLElement[] {
  return rowsOf(grid)[0]!;
}

/** The words of `element` lie inside `container`, uncut by its edges (a ribbon across a card's corner). */
export async function expectWordsInside(element: HTMLElement, container: HTMLElement) {
  const words = document.createRange();
  words.selectNodeContents(element);
  const text = words.getBoundingClientRect();
  const box = container.getBoundingClientRect();
  await expect(text.top).toBeGreaterThanOrEqual(box.top);
  await expect(text.left).toBeGreaterThanOrEqual(box.left);
  await expect(text.right).toBeLessThanOrEqual(box.right);
  await expect(text.bottom).toBeLessThanOrEqual(box.bottom);
}
