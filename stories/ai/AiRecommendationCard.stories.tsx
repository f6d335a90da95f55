import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AiRecommendationCard } from '@farewise/ui';
import {
  brusselsRouteCard,
  lisbonDealCard,
  mexicoCityDestinationCard,
  pragueBareCard,
  tokyoTimingCard,
} from '../fixtures/ai';
import { authHandlers, saveRecommendationHandlers } from '../fixtures/handlers';
import { expectMatchColour } from './matchColour';
import { saveButton } from './steps';

const meta = {
  title: 'AI/AiRecommendationCard',
  component: AiRecommendationCard,
  args: { card: tokyoTimingCard },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...saveRecommendationHandlers()] } },
} satisfies Meta<typeof AiRecommendationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The card's figures as term → value pairs (price, "You save", best time). */
const figures = (card: HTMLElement) =>
  Object.fromEntries(
    Array.from(card.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

const listed = (card: HTMLElement, name: string) =>
  within(within(card).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The card titled `title`, once its Save is ready: screenshots never catch it waiting for the session. */
async function readyCard(canvas: Canvas, title: string) {
  await saveButton(canvas, title);
  return canvas.getByRole('article', { name: title });
}

const exploreLink = (canvas: Canvas, title: string) => canvas.getByRole('link', { name: `Explore This : ${title}` });

/** A timing card with every field: green badge, figures, AI insights, reasons and tags; Explore This opens its route's search. */
export const TimingWithEveryField: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = await readyCard(canvas, 'Fly New York → Tokyo in October');
    await expect(within(card).getByText('Timing')).toBeVisible();
    await expectMatchColour(within(card).getByText('93% match'), 'green');
    await expect(card).toHaveTextContent("The forecast's cheapest month for New York → Tokyo is October 2026.");
    await expect(figures(card)).toEqual({
      Price: '$1,184.60 per person, one way',
      'You save': '$212.40',
      'Best time': 'October 2026',
    });
    await expect(within(card).getByText('AI insights').parentElement).toHaveTextContent(
      'October sits between the summer peak and the New Year rush',
    );
    await expect(listed(card, 'Why we recommend it')).toEqual(tokyoTimingCard.reasons);
    await expect(listed(card, 'Tags')).toEqual(['city', 'saved']);
    // Keyboard order: Explore This, then Save.
    const save = await saveButton(canvas, tokyoTimingCard.title);
    await userEvent.tab();
    await expect(exploreLink(canvas, tokyoTimingCard.title)).toHaveFocus();
    await expect(exploreLink(canvas, tokyoTimingCard.title)).toHaveAttribute('href', '/?origin=JFK&destination=HND');
    await userEvent.tab();
    await expect(save).toHaveFocus();
  },
};

/** A deal card: yellow badge, its long title beside the icon; Explore This opens the price calendar of its month. */
export const DealYellow: Story = {
  args: { card: lisbonDealCard },
  play: async ({ canvas, userEvent }) => {
    const card = await readyCard(canvas, 'Lisbon under your $450.00 target');
    await expect(within(card).getByText('Deal')).toBeVisible();
    // A title that takes two lines wraps beside the type icon, not below it.
    const icon = card.querySelector('svg')!.getBoundingClientRect();
    await expect(within(card).getByRole('heading').getBoundingClientRect().left).toBeGreaterThan(icon.right);
    await expectMatchColour(within(card).getByText('84% match'), 'yellow');
    await expect(figures(card)).toEqual({
      Price: '$412.80 per person, one way',
      'You save': '$37.20',
      'Best time': 'Tuesday, April 21',
    });
    const explore = exploreLink(canvas, lisbonDealCard.title);
    await expect(explore).toHaveAttribute('href', '/travel-calendar?origin=JFK&destination=LIS&month=2026-04');
    await userEvent.click(explore);
  },
};

/** A route card without AI insights or a best time: orange badge, and neither block is drawn. */
export const RouteOrangeWithoutInsights: Story = {
  args: { card: brusselsRouteCard },
  play: async ({ canvas }) => {
    const card = await readyCard(canvas, 'Fly to Brussels instead of Paris');
    await expect(within(card).getByText('Route')).toBeVisible();
    await expectMatchColour(within(card).getByText('74% match'), 'orange');
    await expect(figures(card)).toEqual({ Price: '$426.10 per person, one way', 'You save': '$71.90' });
    await expect(within(card).queryByText('AI insights')).not.toBeInTheDocument();
    await expect(listed(card, 'Tags')).toEqual(['alternative', 'rail']);
    await expect(exploreLink(canvas, brusselsRouteCard.title)).toHaveAttribute('href', '/?origin=JFK&destination=BRU');
  },
};

/** A destination card with no saving: no "You save"; Explore This opens the destination's page. */
export const DestinationWithItsPage: Story = {
  args: { card: mexicoCityDestinationCard },
  play: async ({ canvas }) => {
    const card = await readyCard(canvas, 'Mexico City fits your budget');
    await expect(within(card).getByText('Destination')).toBeVisible();
    await expectMatchColour(within(card).getByText('91% match'), 'green');
    await expect(figures(card)).toEqual({ Price: '$398.00 per person, round trip', 'Best time': 'November' });
    await expect(exploreLink(canvas, mexicoCityDestinationCard.title)).toHaveAttribute(
      'href',
      '/destination/mexico-city',
    );
  },
};

/**
 * A card with none of the optional fields: no figures, insights, reasons or tags; with no page of its own, Explore
 * This searches flights to its destination.
 */
export const WithoutOptionalFields: Story = {
  args: { card: pragueBareCard },
  play: async ({ canvas }) => {
    const card = await readyCard(canvas, 'Prague for culture lovers');
    await expectMatchColour(within(card).getByText('78% match'), 'orange');
    await expect(card.querySelector('dl')).toBeNull();
    await expect(within(card).queryByText('AI insights')).not.toBeInTheDocument();
    await expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    await expect(exploreLink(canvas, pragueBareCard.title)).toHaveAttribute('href', '/?destination=Prague');
    await expect(await saveButton(canvas, pragueBareCard.title)).toHaveTextContent('Save');
  },
};
