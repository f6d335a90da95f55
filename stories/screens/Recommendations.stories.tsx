import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { recommendationCards, refreshedRecommendationCards, tokyoAnswer, tokyoTimingCard } from '../fixtures/ai';
import { authHandlers, recommendationHandlers, saveRecommendationHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';
import { advisorPanel, cardTitles, expectAnswer, expectToast, saveButton } from '../ai/steps';

/** Whose cards the signed-in screen asked for. */
const signedInViewers: string[] = [];

const meta = {
  title: 'Screens/Recommendations',
  component: AppScreen,
  args: { path: '/recommendations' },
  parameters: screenParameters(),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const tab = (canvas: Canvas, name: string) => canvas.getByRole('tab', { name });

/** The general cards' titles, in order. */
const cardsShown = recommendationCards.map((card) => card.title);

/** The page as the header's AI Insights link opens it: the title, Refresh AI, the dashboard link and the cards. */
export const Cards: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Smart Travel Recommendations' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AI Insights' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(tab(canvas, 'AI Recommendations')).toHaveAttribute('aria-selected', 'true');
    await expect(await cardTitles(canvas, cardsShown)).toEqual(cardsShown);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refresh AI' })).toBeEnabled());
  },
};

/**
 * The tabs are the URL's: choosing one changes it (the tab shows only because the route reads it back), and the
 * header's link to the bare page opens the first tab again.
 */
export const SwitchingTabs: Story = {
  play: async ({ canvas, userEvent }) => {
    await cardTitles(canvas, cardsShown);
    await userEvent.click(tab(canvas, 'Ask AI'));
    await waitFor(() => expect(tab(canvas, 'Ask AI')).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('form', { name: 'Ask the AI travel advisor' })).toBeVisible();
    // Arrow keys move along the tabs as well.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab(canvas, 'Travel Insights')).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('region', { name: 'Trending Now' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'AI Insights' }));
    await waitFor(() => expect(tab(canvas, 'AI Recommendations')).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('list', { name: 'AI recommendations' })).toBeVisible();
  },
};

/** Ask AI from a link (`?tab=ask`): a sample question, answered as server-sent events (mocked with MSW), then sourced. */
export const AskAiStreamed: Story = {
  args: { path: '/recommendations?tab=ask' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'Ask AI' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(
      canvas.getByRole('button', { name: 'When should I fly from New York to Tokyo to pay the least?' }),
    );
    await userEvent.keyboard('{Enter}');
    const panel = advisorPanel(canvas);
    await expect(await within(panel).findByText('Writing the answer…')).toBeVisible();
    // The sources' pages as the app's router writes their links: without the params that are a page's defaults.
    await expectAnswer(panel, tokyoAnswer, [
      '/?origin=JFK&destination=HND',
      '/?origin=JFK&destination=HND',
      '/?origin=JFK&destination=HND',
      '/travel-calendar?destination=HND&month=2026-10',
      '/hotels?destination=TYO&checkInDate=2026-10-13&checkOutDate=2026-10-23&guests=1',
      '/budget-calculator?destination=Tokyo&duration=10&travelers=1',
    ]);
  },
};

/** Travel Insights from a link (`?tab=insights`): the spec's static panels. */
export const TravelInsightsFromLink: Story = {
  args: { path: '/recommendations?tab=insights' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Travel Insights' })).toHaveAttribute('aria-selected', 'true');
    for (const title of ['Trending Now', 'Best Value', 'Seasonal Deals', 'AI Travel Forecast']) {
      await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: 'Trending Now' })).toHaveTextContent('Albania+245% interest');
  },
};

/** Refresh AI asks for the cards again at once, inside their 5-minute cache, and shows what comes back. */
export const RefreshAi: Story = {
  parameters: screenParameters({ msw: recommendationHandlers.refreshed() }),
  play: async ({ canvas, userEvent }) => {
    await cardTitles(canvas, cardsShown);
    const refresh = canvas.getByRole('button', { name: 'Refresh AI' });
    await waitFor(() => expect(refresh).toBeEnabled());
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    const refreshed = refreshedRecommendationCards.map((card) => card.title);
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'));
    await expect(await cardTitles(canvas, refreshed)).toEqual(refreshed);
    await expect(await canvas.findByText('95% match')).toBeVisible();
  },
};

/** Signed in: the traveller's own cards, and Save keeps one as a saved search at once. */
export const SignedInSaves: Story = {
  parameters: screenParameters({
    msw: [
      authHandlers.signedIn(),
      recommendationHandlers.answer(recommendationCards, signedInViewers),
      ...saveRecommendationHandlers(),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await cardTitles(canvas, cardsShown);
    await expect(signedInViewers.at(-1)).toBe('7');
    await userEvent.click(await saveButton(canvas, tokyoTimingCard.title));
    await expectToast('Saved', 'Fly New York → Tokyo in October is in your saved searches.');
    await expect(canvas.getByRole('button', { name: `Saved ${tokyoTimingCard.title}` })).toBeDisabled();
  },
};
