import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { TripInspiration } from '@farewise/ui';
import { themeFixtures, tripFixtures } from '../fixtures/inspiration';
import { expectPlaceholderFits, phoneGlobals } from '../phone';

const meta = {
  title: 'Inspiration/TripInspiration',
  component: TripInspiration,
  args: { trips: tripFixtures, themes: themeFixtures, onFiltersChange: fn() },
} satisfies Meta<typeof TripInspiration>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const titles = (canvas: Context['canvas']) =>
  within(canvas.getByRole('list', { name: 'Trip ideas' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

async function choose({ canvas, userEvent }: Context, select: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export const AllTripsPanelClosed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 4 of 4 trips')).toBeVisible();
    const themeButtons = within(canvas.getByRole('region', { name: 'Travel by theme' })).getAllByRole('button');
    await expect(themeButtons.map((b) => b.textContent)).toEqual([
      'Adventure24 trips',
      'Cultural32 trips',
      'Relaxation28 trips',
      'Foodie18 trips',
      'Romantic15 trips',
      'Family21 trips',
    ]);
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Trip filters' })).not.toBeInTheDocument();
  },
};

export const ThemeSetsCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Adventure/ }));
    await expect(canvas.getByRole('button', { name: /^Adventure/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(titles(canvas)).toEqual(['Patagonia W Trek']);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Adventure');
  },
};

export const PanelOpen: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Trip filters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    // A season matches trips of that season and year-round ones.
    await choose(context, 'Best Season', 'Summer');
    await expect(titles(canvas)).toEqual(['Mexico City Street Food', 'Maldives Overwater Escape']);
    await expect(canvas.getByText('Showing 2 of 4 trips')).toBeVisible();
    await choose(context, 'Budget Range', 'Luxury $3,500+');
    await expect(titles(canvas)).toEqual(['Maldives Overwater Escape']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All' }));
    await expect(canvas.getByText('Showing 4 of 4 trips')).toBeVisible();
  },
};

export const PanelClosesAgain: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Trip filters' })).not.toBeInTheDocument();
  },
};

export const EmptyThenCleared: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Romantic/ }));
    await expect(canvas.getByRole('heading', { name: 'No trips found' })).toBeVisible();
    await expect(canvas.getByText('Showing 0 of 4 trips')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All Filters' }));
    await expect(titles(canvas)).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /^Romantic/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Promo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get AI Recommendations' })).toHaveAttribute(
      'href',
      '/recommendations',
    );
    await expect(canvas.getByRole('link', { name: 'Plan Custom Trip' })).toHaveAttribute('href', '/trip-planner');
  },
};

/** Filters given by the owner (the URL) show at once, with the panel open to show them; changes go to `onFiltersChange`. */
export const FromFilters: Story = {
  args: { filters: { q: '', category: 'all', season: 'summer', budget: 'all' } },
  play: async (context) => {
    const { args, canvas } = context;
    await expect(canvas.getByRole('group', { name: 'Trip filters' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Best Season' })).toHaveTextContent('Summer');
    await expect(titles(canvas)).toEqual(['Mexico City Street Food', 'Maldives Overwater Escape']);
    await choose(context, 'Budget Range', 'Luxury $3,500+');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      q: '',
      category: 'all',
      season: 'summer',
      budget: 'luxury',
    });
    await expect(titles(canvas)).toEqual(['Maldives Overwater Escape']);
  },
};

/** On a phone Filters wraps below the search field, which keeps the full width its placeholder needs. */
export const PhoneSearchPlaceholderFits: Story = {
  globals: phoneGlobals,
  play: async ({ canvas }) => {
    await expectPlaceholderFits(canvas.getByRole('searchbox', { name: 'Search trips' }));
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};
