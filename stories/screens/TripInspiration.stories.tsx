import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { screenParameters } from '../fixtures/screens';
import { expectFullRows, expectLinedUp, firstRow } from '../layoutChecks';

const meta = {
  title: 'Screens/TripInspiration',
  component: AppScreen,
  args: { path: '/trip-inspiration' },
  parameters: screenParameters(),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NineTrips: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Trip inspiration' })).toBeVisible();
    await expect(canvas.getByText('Showing 9 of 9 trips')).toBeVisible();
    // Three full rows of three at the page's width, and a row's Plan Trip buttons line up whatever is above them.
    const grid = canvas.getByRole('list', { name: 'Trip ideas' });
    await expectFullRows(grid);
    await expectLinedUp(
      firstRow(grid).map((card) => within(card).getByRole('link', { name: 'Plan Trip' })),
      'top',
    );
  },
};

/** The filters come from the URL (`?season=summer&budget=luxury`): year-round trips match every season. */
export const FilteredFromLink: Story = {
  args: { path: '/trip-inspiration?season=summer&budget=luxury' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 3 of 9 trips')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Best Season' })).toHaveTextContent('Summer');
    await expect(canvas.getByRole('combobox', { name: 'Budget Range' })).toHaveTextContent('Luxury $3,500+');
  },
};
