import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RecommendationCard } from '@farewise/ui';
import { recommendationFixtures } from '../fixtures/destinations';

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
  },
};

export const WithPhoto: Story = {
  args: { recommendation: recommendationFixtures[3]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Lisbon/ }).querySelector('img')).not.toBeNull();
  },
};
