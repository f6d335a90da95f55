import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { chartsDrawn } from '../fixtures/charts';
import { flightHandlers } from '../fixtures/handlers';
import { destinationFixtures } from '../fixtures/destinations';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/Destinations',
  component: AppScreen,
  args: { path: '/destinations' },
  parameters: screenParameters({ msw: [flightHandlers.answer()] }),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Explore destinations' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Explore' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Destinations' });
    await expect(within(list).getAllByRole('link')).toHaveLength(destinationFixtures.length);
  },
};

export const Detail: Story = {
  args: { path: '/destination/bali' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bali' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Best month to fly' })).toBeVisible();
    await chartsDrawn(canvasElement, 1);
  },
};

export const DetailNotFound: Story = {
  args: { path: '/destination/atlantis' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Destination Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Destinations' })).toHaveAttribute('href', '/destinations');
  },
};

export const Popular: Story = {
  args: { path: '/popular-destinations' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Popular destinations' })).toBeVisible();
    await expect(await canvas.findByText('Showing 7 popular destinations')).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Explore' })).getByRole('link', { name: 'Popular' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The list's filters come from the URL (`?category=beach`); an unknown value falls back to its default. */
export const ListFromLink: Story = {
  args: { path: '/destinations?category=beach&q=&utm_source=mail' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Destinations' });
    await expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Bali', 'Santorini', 'Cancún']);
    await expect(canvas.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ListFromBadLink: Story = {
  args: { path: '/destinations?category=moon' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Destinations' });
    await expect(within(list).getAllByRole('link')).toHaveLength(destinationFixtures.length);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const PopularFromLink: Story = {
  args: { path: '/popular-destinations?category=adventure' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 3 popular destinations')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adventure' })).toHaveAttribute('aria-pressed', 'true');
  },
};
