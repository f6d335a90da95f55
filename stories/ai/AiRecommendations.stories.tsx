import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AiRecommendations } from '@farewise/ui';
import { recommendationCards } from '../fixtures/ai';
import { authHandlers, recommendationHandlers, saveRecommendationHandlers } from '../fixtures/handlers';
import { cardTitles } from './steps';

/** Whose cards each story's requests asked for. */
const guestViewers: string[] = [];
const userViewers: string[] = [];

const meta = {
  title: 'AI/AiRecommendations',
  component: AiRecommendations,
  args: { userId: 'guest' },
  parameters: {
    msw: {
      handlers: [
        recommendationHandlers.answer(recommendationCards, guestViewers),
        authHandlers.signedIn(),
        ...saveRecommendationHandlers(),
      ],
    },
  },
} satisfies Meta<typeof AiRecommendations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The general cards' titles, in order. */
const titles = recommendationCards.map((card) => card.title);

/** The general cards (`guest`): one of each type, in the order the API gives them. */
export const GuestCards: Story = {
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas, titles)).toEqual(titles);
    await expect(guestViewers.at(-1)).toBe('guest');
  },
};

/** A signed-in traveller's own cards are asked for by their id. */
export const SignedInUser: Story = {
  args: { userId: 7 },
  parameters: {
    msw: {
      handlers: [recommendationHandlers.answer(recommendationCards, userViewers), authHandlers.signedIn()],
    },
  },
  play: async ({ canvas }) => {
    await expect(await cardTitles(canvas, titles)).toHaveLength(4);
    await expect(userViewers.at(-1)).toBe('7');
  },
};

/** Placeholders, announced as busy, while the cards load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [recommendationHandlers.loading()] } },
  play: async ({ canvas }) => {
    const loading = canvas.getByRole('status', { name: 'Loading recommendations' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading.children).toHaveLength(3);
  },
};

/** The cards could not be loaded: the reason, and Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: [recommendationHandlers.failing()] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Recommendations could not be loaded: Forecast unavailable');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The first load fails; Try again asks once more and the cards appear. */
export const TryAgain: Story = {
  parameters: { msw: { handlers: [...recommendationHandlers.failingOnce(), authHandlers.signedIn()] } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await cardTitles(canvas, titles)).toHaveLength(4);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** None yet: a note on how to get some. */
export const Empty: Story = {
  parameters: { msw: { handlers: [recommendationHandlers.empty()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No recommendations yet' })).toBeVisible();
    await expect(
      canvas.getByText('Search a route or save one, and recommendations built from its fares will appear here.'),
    ).toBeVisible();
  },
};
