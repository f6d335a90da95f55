import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import type { HotelsSearchParams } from '@farewise/contracts';
import { HotelSearch } from '@farewise/ui';
import { airportHandlers, hotelHandlers, statusHandlers } from '../fixtures/handlers';

/** The search with its params held in state, as the app holds them in the URL. */
function SearchInState({
  initial,
  onSearch,
}: {
  initial: HotelsSearchParams;
  onSearch: (s: HotelsSearchParams) => void;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <HotelSearch
      search={search}
      onSearch={(next) => {
        setSearch(next);
        onSearch(next);
      }}
    />
  );
}

const meta = {
  title: 'Hotels/HotelSearch',
  component: SearchInState,
  args: {
    initial: { destination: 'Paris', guests: 2, rooms: 1, filter: 'all', sort: 'price' },
    onSearch: fn(),
  },
  parameters: { msw: { handlers: [statusHandlers.answer(), hotelHandlers.answer(), airportHandlers.answer()] } },
} satisfies Meta<typeof SearchInState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A destination searches at once; choosing a filter reports the new search. */
export const Results: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('Showing 6 of 6 hotels')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: /^Hotels in Paris/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Luxury (4.5+)' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ filter: 'luxury' }));
    await expect(canvas.getByText('Showing 2 of 6 hotels')).toBeVisible();
  },
};

/** No destination yet: nothing is searched. */
export const Idle: Story = {
  args: { initial: { guests: 2, rooms: 1, filter: 'all', sort: 'price' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Where are you staying?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search Hotels' })).toBeDisabled();
  },
};
