import { expect, test, toast } from './fixtures';

/** The first money figure of a text, as the pages write it ("$1,234"). */
const money = (text: string) => /\$[\d,]+(?:\.\d\d)?/.exec(text)?.[0];

test.describe('the AI travel advisor against the offline advisor: sourced answers, and saved recommendations', () => {
  test('answers a sample question with cited sources, and a fare source opens a page showing that fare', async ({
    page,
  }) => {
    await page.goto('/recommendations?tab=ask');
    await expect(page.getByRole('heading', { name: 'Smart Travel Recommendations' })).toBeVisible();
    await page.getByRole('button', { name: 'Is now a good time to book flights to Rome?' }).click();
    const question = page.getByRole('textbox', { name: 'Your travel question' });
    await expect(question).toHaveValue('Is now a good time to book flights to Rome?');
    await question.press('Enter');

    const advisor = page.getByRole('region', { name: 'AI Travel Advisor' });
    await expect(advisor.getByRole('status')).toHaveText('Answer ready.');
    await expect(advisor).toContainText('Rome');
    const sources = advisor.getByRole('list', { name: 'Sources' });
    await expect(sources.getByRole('link').first()).toBeVisible();
    // Every [n] the text cites is a link to that source's page.
    await expect(advisor.getByRole('link', { name: 'source 1' }).first()).toBeVisible();

    const fare = sources.getByRole('link', { name: /Source \d+, fare:/ }).first();
    const figure = money((await fare.textContent()) ?? '');
    expect(figure, 'the fare source states a fare').toBeDefined();
    await fare.click();
    // Rome is Fiumicino (FCO) in the destination catalogue.
    await expect(page).toHaveURL(/[?&]destination=FCO\b/);
    // The fare booked today is the search's "Current price".
    const stats = page.getByRole('region', { name: 'Price statistics' });
    const current = stats.locator('div', { has: page.getByText('Current price', { exact: true }) });
    await expect(current).toContainText(figure!);
  });

  test('refuses a blank question with "Query Required" and keeps the form as it was', async ({ page }) => {
    await page.goto('/recommendations?tab=ask');
    await page.getByRole('textbox', { name: /Budget per person/ }).fill('1500');
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await expect(toast(page, 'Query Required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Budget per person/ })).toHaveValue('1500');
  });

  test('saves a recommendation signed in, and finds it on the dashboard', async ({ page, traveller: _signedIn }) => {
    await page.goto('/recommendations');
    const cards = page.getByRole('list', { name: 'AI recommendations' });
    // A timing card saves its route as a saved search (a destination card would become a favourite instead).
    const card = cards.getByRole('article').filter({ hasText: 'Timing' }).first();
    const title = (await card.getByRole('heading').first().textContent())!.trim();
    await card.getByRole('button', { name: /^Save/ }).click();
    await expect(toast(page, 'Saved')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Saved/ })).toBeDisabled();

    await page.getByRole('link', { name: 'My Dashboard' }).click();
    await page.getByRole('tab', { name: 'Saved Searches' }).click();
    await expect(page.getByRole('list', { name: 'Saved searches' })).toContainText(title);
  });
});
