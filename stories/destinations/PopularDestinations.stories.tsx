import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PopularDestinations } from '@farewise/ui';
import { destinationHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Destinations/PopularDestinations',
  component: PopularDestinations,
  args: { onFiltersChange: fn() },
  parameters: { msw: { handlers: [destinationHandlers.answer()] } },
} satisfies Meta<typeof PopularDestinations>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (list: HTMLElement) => [...list.querySelectorAll('h3')].map((h) => h.textContent);

export const TrendingOnly: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Popular destinations' });
    await expect(names(list)).toEqual([
      'Lisbon',
      'Tokyo',
      'Bali',
      'Reykjavík',
      'Mexico City',
      'Cape Town',
      'Queenstown',
    ]);
    await expect(canvas.getByText('Showing 7 popular destinations')).toBeVisible();
    // All, plus the categories among trending destinations only (no mountain or other).
    const buttons = canvas.getAllByRole('button').map((b) => b.textContent);
    await expect(buttons).toEqual(['All', 'City', 'Beach', 'Adventure']);
  },
};

export const FilteredByCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Adventure' }));
    await expect(names(canvas.getByRole('list', { name: 'Popular destinations' }))).toEqual([
      'Reykjavík',
      'Cape Town',
      'Queenstown',
    ]);
    await expect(canvas.getByText('Showing 3 popular destinations')).toBeVisible();
  },
};

export const SearchedByCountry: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search popular destinations' }), 'japan');
    await waitFor(() => expect(names(canvas.getByRole('list', { name: 'Popular destinations' }))).toEqual(['Tokyo']));
    await expect(canvas.getByText('Showing 1 popular destinations')).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search popular destinations' }), 'santorini');
    await expect(await canvas.findByRole('heading', { name: 'No popular destinations found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await expect(canvas.getByText('Showing 0 popular destinations')).toBeVisible();
  },
};

export const LoadingSkeleton: Story = {
  parameters: { msw: { handlers: [destinationHandlers.loading()] } },
  play: async ({ canvas }) => {
    const skeleton = canvas.getByRole('status', { name: 'Loading popular destinations' });
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton.children).toHaveLength(6);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [destinationHandlers.failing()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch destinations');
  },
};

/** Filters given by the owner (the URL's `q` and `category`) show at once; every change goes to `onFiltersChange`. */
export const FromFilters: Story = {
  args: { filters: { q: 'japan', category: 'all' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(names(await canvas.findByRole('list', { name: 'Popular destinations' }))).toEqual(['Tokyo']);
    await expect(canvas.getByRole('searchbox', { name: 'Search popular destinations' })).toHaveValue('japan');
    await userEvent.click(canvas.getByRole('button', { name: 'Beach' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ q: 'japan', category: 'beach' });
    await expect(canvas.getByRole('heading', { name: 'No popular destinations found' })).toBeVisible();
  },
};
