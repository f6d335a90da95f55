import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { TravelDeals } from '@farewise/ui';
import { dealFixtures } from '../fixtures/deals';
import { newsletterHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Deals/TravelDeals',
  component: TravelDeals,
  args: { deals: dealFixtures, onFiltersChange: fn() },
  parameters: { msw: { handlers: [newsletterHandlers.subscribes()] } },
} satisfies Meta<typeof TravelDeals>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const gridTitles = (canvas: Context['canvas']) =>
  within(canvas.getByRole('list', { name: 'All travel deals' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

async function choose({ canvas, userEvent }: Context, select: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export const AllDeals: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Travel Deals' })).toBeVisible();
    await expect(canvas.getByText(/up to 60% off/)).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Ending Soon: 2 deals end in the next few days');
    const featured = canvas.getByRole('region', { name: 'Featured Deals' });
    await expect(within(featured).getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'All Travel Deals (5)' })).toBeVisible();
    await expect(gridTitles(canvas)).toHaveLength(5);
  },
};

export const NothingUrgent: Story = {
  args: { deals: dealFixtures.map((deal) => ({ ...deal, urgent: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Ending Soon')).not.toBeInTheDocument();
  },
};

export const SearchedByDestination: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deals' }), 'JAPAN');
    await expect(canvas.getByRole('heading', { name: 'All Travel Deals (1)' })).toBeVisible();
    await expect(gridTitles(canvas)).toEqual(['Tokyo & Kyoto Cherry Blossom Week']);
  },
};

export const FilteredByRegionAndType: Story = {
  play: async (context) => {
    await choose(context, 'Region', 'Europe');
    await expect(context.canvas.getByRole('heading', { name: 'All Travel Deals (2)' })).toBeVisible();
    await choose(context, 'Type', 'Flight');
    await expect(gridTitles(context.canvas)).toEqual(['New York to Paris, Nonstop']);
  },
};

export const EmptyThenCleared: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deals' }), 'paris');
    await choose(context, 'Region', 'Asia');
    await choose(context, 'Type', 'Hotel');
    await expect(canvas.getByRole('heading', { name: 'No deals found' })).toBeVisible();
    await expect(
      canvas.getByText('Try adjusting your search criteria or browse our featured deals above.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'All Travel Deals (0)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveTextContent('All regions');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
    await expect(canvas.getByRole('heading', { name: 'All Travel Deals (5)' })).toBeVisible();
  },
};

/** Filters given by the owner (the URL's `q`, `region` and `type`) show at once; changes go to `onFiltersChange`. */
export const FromFilters: Story = {
  args: { filters: { q: '', region: 'Europe', type: 'flight' } },
  play: async (context) => {
    const { args, canvas } = context;
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Europe');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Flight');
    await expect(gridTitles(canvas)).toEqual(['New York to Paris, Nonstop']);
    await choose(context, 'Type', 'All types');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ q: '', region: 'Europe', type: 'all' });
    await expect(canvas.getByRole('heading', { name: 'All Travel Deals (2)' })).toBeVisible();
  },
};
