import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, within } from 'storybook/test';
import type { HotelFilter, HotelSort } from '@farewise/contracts';
import { HotelResults, type HotelResultsProps } from '@farewise/ui';
import { parisHotels } from '../fixtures/hotels';
import { expectFullRows, expectLinedUp, firstRow } from '../layoutChecks';

/** The results with their filter and sort held in state, as the hotels page holds them in the URL. */
function ResultsWithChoices(props: Omit<HotelResultsProps, 'onFilterChange' | 'onSortChange'>) {
  const [filter, setFilter] = useState<HotelFilter>(props.filter);
  const [sort, setSort] = useState<HotelSort>(props.sort);
  return <HotelResults {...props} filter={filter} sort={sort} onFilterChange={setFilter} onSortChange={setSort} />;
}

const meta = {
  title: 'Hotels/HotelResults',
  component: ResultsWithChoices,
  args: { hotels: parisHotels, filter: 'all', sort: 'price', nights: 3, rooms: 1 },
} satisfies Meta<typeof ResultsWithChoices>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const hotelNames = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Hotels' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function choose(canvas: Canvas, userEvent: UserEvent, select: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export const CheapestFirst: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 6 of 6 hotels')).toBeVisible();
    await expect(hotelNames(canvas)).toEqual([
      'Hôtel du Marais Budget',
      'Canal Saint-Martin Lodge',
      'Opéra Business Suites',
      'Montmartre Family Residence',
      'Le Grand Rivoli',
      'Saint-Germain Palace',
    ]);
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: low to high');
    // Six hotels in full rows, and a row's prices line up at the cards' bottoms whatever is above them.
    const grid = canvas.getByRole('list', { name: 'Hotels' });
    await expectFullRows(grid);
    await expectLinedUp(
      firstRow(grid).map((card) => within(card).getByText('per night')),
      'top',
    );
  },
};

export const FilteredToLuxury: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Filter', 'Luxury (4.5+)');
    await expect(canvas.getByText('Showing 2 of 6 hotels')).toBeVisible();
    await expect(hotelNames(canvas)).toEqual(['Le Grand Rivoli', 'Saint-Germain Palace']);
  },
};

export const FilteredToBudgetAndBusiness: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Filter', 'Budget (under $200/night)');
    await expect(hotelNames(canvas)).toEqual(['Hôtel du Marais Budget', 'Canal Saint-Martin Lodge']);
    await choose(canvas, userEvent, 'Filter', 'Business amenities');
    await expect(canvas.getByText('Showing 4 of 6 hotels')).toBeVisible();
    await expect(hotelNames(canvas)).toEqual([
      'Opéra Business Suites',
      'Montmartre Family Residence',
      'Le Grand Rivoli',
      'Saint-Germain Palace',
    ]);
  },
};

export const SortedByRatingThenName: Story = {
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Sort by', 'Rating: high to low');
    await expect(hotelNames(canvas)).toEqual([
      'Saint-Germain Palace',
      'Le Grand Rivoli',
      'Opéra Business Suites',
      'Montmartre Family Residence',
      'Canal Saint-Martin Lodge',
      'Hôtel du Marais Budget',
    ]);
    await choose(canvas, userEvent, 'Sort by', 'Name: A to Z');
    await expect(hotelNames(canvas)[0]).toBe('Canal Saint-Martin Lodge');
    await expect(hotelNames(canvas).at(-1)).toBe('Saint-Germain Palace');
  },
};

/** A filter no hotel passes: the way back is one button. */
export const FilterMatchesNothing: Story = {
  args: { hotels: parisHotels.filter((hotel) => hotel.rating < 4.5) },
  play: async ({ canvas, userEvent }) => {
    await choose(canvas, userEvent, 'Filter', 'Luxury (4.5+)');
    await expect(canvas.getByText('Showing 0 of 4 hotels')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No hotels match this filter' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show All Hotels' }));
    await expect(canvas.getByText('Showing 4 of 4 hotels')).toBeVisible();
  },
};

export const Searching: Story = {
  args: { hotels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Searching hotels' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Filter' })).not.toBeInTheDocument();
  },
};

export const NoHotelsFound: Story = {
  args: { hotels: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Hotels Found' })).toBeVisible();
    await expect(
      canvas.getByText('Try adjusting your search criteria or check your destination spelling.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Showing/)).not.toBeInTheDocument();
  },
};

export const SearchFailed: Story = {
  args: { hotels: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to search hotels. Please try again or check your search parameters.',
    );
  },
};
