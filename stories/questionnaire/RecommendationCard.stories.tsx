import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecommendationCard } from '@farewise/ui';
import { recommendationFixtures } from '../fixtures/destinations';
import { expectImageLoaded } from '../fixtures/images';

const meta = {
  title: 'Questionnaire/RecommendationCard',
  component: RecommendationCard,
  args: { recommendation: recommendationFixtures[0]! },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <RecommendationCard {...args} />
    </div>
  ),
} satisfies Meta<typeof RecommendationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FareFalling: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Bali/ });
    await expect(link).toHaveAttribute('href', '/destination/bali');
    await expect(link).toHaveTextContent('from $1,320.00 round trip');
    await expect(canvas.getByText('-12.5%')).toHaveAttribute('data-direction', 'down');
    // Read as one link's text, the fare and its change stay apart.
    await expect(link).toHaveTextContent(/round trip, -12\.5%$/);
    // A recommendation does not name its country.
    await expect(canvas.getByRole('img', { name: 'Map with Bali marked' })).toBeVisible();
  },
};

export const WithPhoto: Story = {
  args: { recommendation: recommendationFixtures[3]! },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Lisbon/ });
    await expectImageLoaded(within(link).getByRole('img', { name: 'Map with Lisbon marked' }));
  },
};
