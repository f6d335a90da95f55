import type { SmartQueryResponse } from '@farewise/contracts';
import { expect, screen, waitFor, within } from 'storybook/test';

/** A story's `canvas`, or `within` any element. */
type Queries = ReturnType<typeof within>;

/** The one toast on screen has this title and text. */
export async function expectToast(title: string, text: string) {
  // The region is drawn with the first toast, once its code has loaded.
  const toasts = await screen.findByRole('region', { name: 'Notifications (F8)' });
  const toastTitle = await within(toasts).findByText(title);
  await expect(toastTitle).toBeVisible();
  await expect(toastTitle.closest('li')).toHaveTextContent(text);
}

/** A card's Save, once the session is known (until then it waits, disabled). */
export async function saveButton(canvas: Queries, title: string): Promise<HTMLElement> {
  // Signed in, the button is drawn afresh once the session is known: look it up again until then.
  await waitFor(() => expect(canvas.getByRole('button', { name: `Save ${title}` })).toBeEnabled());
  return canvas.getByRole('button', { name: `Save ${title}` });
}

/** The titles of the recommendation cards shown, once the cards titled `titles` are there with their Save ready. */
export async function cardTitles(canvas: Queries, titles: readonly string[]): Promise<(string | null)[]> {
  const list: HTMLElement = await canvas.findByRole('list', { name: 'AI recommendations' });
  for (const title of titles) await saveButton(canvas, title);
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

/** The "AI Travel Advisor" answer panel. */
export const advisorPanel = (canvas: Queries): HTMLElement => canvas.getByRole('region', { name: 'AI Travel Advisor' });

/**
 * Waits for `answer` in the panel: its text with each citation `[n]` linking to source n's page, and its numbered
 * source badges, each linking to the page that shows its figure. `hrefs` are the links as drawn, where a router
 * writes them differently (without a search param that is the page's default); the sources' own by default.
 */
export async function expectAnswer(
  panel: HTMLElement,
  answer: SmartQueryResponse,
  hrefs = answer.sources.map((source) => source.href),
) {
  const sources = await within(panel).findByRole('list', { name: 'Sources' });
  await expect(within(panel).getByRole('status')).toHaveTextContent('Answer ready.');
  await expect(panel).toHaveTextContent(answer.response);
  const badges = within(sources).getAllByRole('link');
  await expect(badges).toHaveLength(answer.sources.length);
  for (const [index, source] of answer.sources.entries()) {
    const badge = badges[index]!;
    await expect(badge).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Source ${source.id}, `)));
    await expect(badge.firstElementChild).toHaveTextContent(String(source.id));
    await expect(badge).toHaveTextContent(source.label);
    await expect(badge).toHaveTextContent(source.value);
    await expect(badge).toHaveAttribute('href', hrefs[index]);
    await expect(within(panel).getByRole('link', { name: `source ${source.id}` })).toHaveAttribute(
      'href',
      hrefs[index],
    );
  }
}
