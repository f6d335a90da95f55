import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, FilteredGrid, SearchField } from '@farewise/ui';

const CITIES = ['Lisbon', 'Tokyo', 'Bali', 'Reykjavík', 'Cape Town'];

/** A city list filtered by a search box, in one of the states a loaded list can be in. */
function CityGrid({ state }: { state: 'loaded' | 'loading' | 'failed' }) {
  const [query, setQuery] = useState('');
  const matches = CITIES.filter((city) => city.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <FilteredGrid
      filters={<SearchField label="Search cities" value={query} onValueChange={setQuery} />}
      items={state === 'loaded' ? matches : undefined}
      error={state === 'failed' ? 'Failed to fetch cities' : undefined}
      count={`${matches.length} of ${CITIES.length} cities`}
      loading={{ label: 'Loading cities' }}
      empty={{ title: 'No cities found', text: 'Try another name.', onClear: () => setQuery('') }}
      label="Cities"
      itemKey={(city) => city}
      renderItem={(city) => (
        <Card variant="outlined">
          <h3>{city}</h3>
        </Card>
      )}
    />
  );
}

const meta = {
  title: 'Layout/FilteredGrid',
  component: CityGrid,
  args: { state: 'loaded' },
} satisfies Meta<typeof CityGrid>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const cards = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Cities' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

export const Results: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(cards(canvas)).toEqual(CITIES);
    await expect(canvas.getByText('5 of 5 cities')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cities' }), 'o');
    await expect(cards(canvas)).toEqual(['Lisbon', 'Tokyo', 'Cape Town']);
    await expect(canvas.getByText('3 of 5 cities')).toBeVisible();
  },
};

export const EmptyWithClearFilters: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cities' }), 'atlantis');
    await expect(canvas.getByRole('heading', { name: 'No cities found' })).toBeVisible();
    await expect(canvas.getByText('Try another name.')).toBeVisible();
    await expect(canvas.getByText('0 of 5 cities')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Cities' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search cities' })).toHaveValue('');
    await expect(cards(canvas)).toEqual(CITIES);
  },
};

export const LoadingSkeleton: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, userEvent }) => {
    const skeleton = canvas.getByRole('status', { name: 'Loading cities' });
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton.children).toHaveLength(6);
    // The filters work while the list loads; there is nothing to count or show yet.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cities' }), 'bali');
    await expect(canvas.getByRole('searchbox', { name: 'Search cities' })).toHaveValue('bali');
    await expect(canvas.queryByText(/of 5 cities/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Cities' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch cities');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cities' }), 'tokyo');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch cities');
    await expect(canvas.queryByRole('list', { name: 'Cities' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status', { name: 'Loading cities' })).not.toBeInTheDocument();
  },
};
