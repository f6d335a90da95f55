import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DestinationBrowser } from '@farewise/ui';
import { destinationHandlers } from '../fixtures/handlers';
import { destinationFixtures } from '../fixtures/destinations';

const meta = {
  title: 'Destinations/DestinationBrowser',
  component: DestinationBrowser,
  parameters: { msw: { handlers: [destinationHandlers.answer()] } },
} satisfies Meta<typeof DestinationBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (list: HTMLElement) => [...list.querySelectorAll('h3')].map((h) => h.textContent);

export const AllDestinations: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Destinations' });
    await expect(list.querySelectorAll('li')).toHaveLength(destinationFixtures.length);
    await expect(
      canvas.getByText(`${destinationFixtures.length} of ${destinationFixtures.length} destinations`),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: /Santorini/ })).toHaveAttribute('href', '/destination/santorini');
  },
};

export const FilteredToBeach: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Destinations' });
    await userEvent.click(canvas.getByRole('button', { name: 'Beach' }));
    await expect(canvas.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(canvas.getByRole('list', { name: 'Destinations' }))).toEqual([
      'Bali',
      'Santorini',
      'Cancún',
    ]);
  },
};

export const SearchedByCountry: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search destinations' }), 'mexico');
    await waitFor(() =>
      expect(cardNames(canvas.getByRole('list', { name: 'Destinations' }))).toEqual(['Mexico City', 'Cancún']),
    );
    await expect(canvas.getByText(`2 of ${destinationFixtures.length} destinations`)).toBeVisible();
  },
};

export const EmptyThenCleared: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search destinations' }), 'lisbon');
    await userEvent.click(canvas.getByRole('button', { name: 'Mountain' }));
    await expect(canvas.getByRole('heading', { name: 'No destinations found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search destinations' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('list', { name: 'Destinations' }).querySelectorAll('li')).toHaveLength(
      destinationFixtures.length,
    );
  },
};

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search destinations' }), 'atlantis');
    await expect(canvas.getByRole('heading', { name: 'No destinations found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
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
