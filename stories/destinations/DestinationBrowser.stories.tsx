import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { DestinationsSearchParams } from '@farewise/contracts';
import { DestinationBrowser } from '@farewise/ui';
import { destinationHandlers } from '../fixtures/handlers';
import { destinationFixtures } from '../fixtures/destinations';

const meta = {
  title: 'Destinations/DestinationBrowser',
  component: DestinationBrowser,
  args: { onFiltersChange: fn() },
  parameters: { msw: { handlers: [destinationHandlers.answer()] } },
} satisfies Meta<typeof DestinationBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (list: HTMLElement) => [...list.querySelectorAll('h3')].map((h) => h.textContent);

/** How a card's map images (one a theme, the other hidden) are fetched: `loading`, then `fetchpriority`. */
const imageFetch = (card: HTMLElement) =>
  [...card.querySelectorAll('img')].map((img) => `${img.loading} ${img.getAttribute('fetchpriority') ?? 'auto'}`);

export const AllDestinations: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Destinations' });
    await expect(list.querySelectorAll('li')).toHaveLength(destinationFixtures.length);
    await expect(
      canvas.getByText(`${destinationFixtures.length} of ${destinationFixtures.length} destinations`),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: /Santorini/ })).toHaveAttribute('href', '/destination/santorini');
    // The first card's map, the page's largest paint, loads at once; the others as they near the screen.
    await expect(imageFetch(canvas.getByRole('link', { name: /Lisbon/ }))).toEqual(['eager high', 'eager high']);
    await expect(imageFetch(canvas.getByRole('link', { name: /Santorini/ }))).toEqual(['lazy auto', 'lazy auto']);
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
    // The first card of what is shown leads.
    await expect(imageFetch(canvas.getByRole('link', { name: /Bali/ }))).toEqual(['eager high', 'eager high']);
    await expect(imageFetch(canvas.getByRole('link', { name: /Santorini/ }))).toEqual(['lazy auto', 'lazy auto']);
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

/** Filters given by the owner (the URL's `q` and `category`) show at once; every change goes to `onFiltersChange`. */
export const FromFilters: Story = {
  args: { filters: { q: '', category: 'beach' } },
  play: async ({ args, canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Destinations' });
    await expect(cardNames(list)).toEqual(['Bali', 'Santorini', 'Cancún']);
    await expect(canvas.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'City' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ q: '', category: 'city' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search destinations' }), 'to');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ q: 'to', category: 'city' });
    await expect(cardNames(canvas.getByRole('list', { name: 'Destinations' }))).toEqual(['Tokyo']);
  },
};

/** An owner that, like a router writing the URL, passes each change back a moment later, and shows what it holds. */
function SlowOwner() {
  const [filters, setFilters] = useState<DestinationsSearchParams>({ q: '', category: 'all' });
  return (
    <>
      <output aria-label="Owner’s search">{filters.q}</output>
      <DestinationBrowser filters={filters} onFiltersChange={(next) => setTimeout(() => setFilters(next), 40)} />
    </>
  );
}

/** Typing faster than the owner answers loses no keystroke, and the owner's late answers do not undo any. */
export const SlowOwnerKeepsEveryKeystroke: Story = {
  render: () => <SlowOwner />,
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('searchbox', { name: 'Search destinations' });
    await canvas.findByRole('list', { name: 'Destinations' });
    await userEvent.type(box, 'mexico');
    await expect(box).toHaveValue('mexico');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Owner’s search' })).toHaveTextContent('mexico'));
    await expect(box).toHaveValue('mexico');
    await expect(cardNames(canvas.getByRole('list', { name: 'Destinations' }))).toEqual(['Mexico City', 'Cancún']);
  },
};
