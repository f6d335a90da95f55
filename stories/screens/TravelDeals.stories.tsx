import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { newsletterHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';
import { expectNoEmptyColumns } from '../layoutChecks';

const meta = {
  title: 'Screens/TravelDeals',
  component: AppScreen,
  args: { path: '/travel-deals' },
  parameters: screenParameters({ msw: [newsletterHandlers.subscribes()] }),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EightDeals: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Travel Deals' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'All Travel Deals (8)' })).toBeVisible();
    // The three featured deals fill their row: no fourth column is kept empty.
    await expectNoEmptyColumns(within(canvas.getByRole('region', { name: 'Featured Deals' })).getByRole('list'));
    const nav = canvas.getByRole('navigation', { name: 'Explore' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Destinations', 'Deals', 'My Trips', 'Help']);
    await expect(canvas.getByRole('region', { name: 'Never miss a deal' })).toBeVisible();
  },
};

/** The search and filters come from the URL (`?region=Europe&type=flight`). */
export const FilteredFromLink: Story = {
  args: { path: '/travel-deals?region=Europe&type=flight' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'All Travel Deals (1)' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Europe');
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Flight');
    await expect(
      within(canvas.getByRole('list', { name: 'All travel deals' })).getByRole('heading', { level: 3 }),
    ).toHaveTextContent('New York to Paris, Nonstop');
  },
};
