import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrendingDestinations } from '@farewise/ui';
import { destinationHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Destinations/TrendingDestinations',
  component: TrendingDestinations,
  parameters: { msw: { handlers: [destinationHandlers.answer()] } },
} satisfies Meta<typeof TrendingDestinations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixCards: Story = {
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    await expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual([
      'Lisbon',
      'Tokyo',
      'Bali',
      'Reykjavík',
      'Mexico City',
      'Cape Town',
    ]);
    await expect(canvas.queryByText('Queenstown')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View All Destinations' })).toHaveAttribute('href', '/destinations');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [destinationHandlers.loading()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading destinations' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [destinationHandlers.failing()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch destinations');
  },
};
