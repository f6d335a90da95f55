import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { airportHandlers, hotelHandlers, statusHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';
import { statusLive } from '../fixtures/status';

const meta = {
  title: 'Screens/Hotels',
  component: AppScreen,
  args: { path: '/hotels?destination=Paris' },
  parameters: screenParameters({ msw: [hotelHandlers.answer(), airportHandlers.answer()] }),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const hotelNames = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Hotels' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A destination page's Hotels link (`/hotels?destination=Paris`): the form fills in and the search runs at once. */
export const FromADestinationLink: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Find Hotels' })).toBeVisible();
    await expect(await canvas.findByText('Showing 6 of 6 hotels')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris (PAR)'));
    await expect(canvas.getByLabelText('Check-in')).toHaveValue('2026-03-15');
    await expect(canvas.getByLabelText('Check-out')).toHaveValue('2026-03-18');
    await expect(await canvas.findByText(/Demo mode/)).toBeVisible();
    await expect(canvas.getByText(/hotel rates come from the Farewise stay model/)).toBeVisible();
    await expect(hotelNames(canvas)[0]).toBe('Hôtel du Marais Budget');
  },
};

/** From the header: nothing searched yet, and Search waits for a destination. */
export const Idle: Story = {
  args: { path: '/hotels' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Where are you staying?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search Hotels' })).toBeDisabled();
  },
};

/** Pick a place, search, then filter and sort: each choice is the URL's, so Back and a shared link show it. */
export const SearchFilterAndSort: Story = {
  args: { path: '/hotels' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Destination' }), 'Par');
    await userEvent.click(await canvas.findByRole('option', { name: /^Paris PAR/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search Hotels' }));
    await expect(await canvas.findByText('Showing 6 of 6 hotels')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Luxury (4.5+)' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rating: high to low' }));
    await expect(canvas.getByText('Showing 2 of 6 hotels')).toBeVisible();
    await expect(hotelNames(canvas)).toEqual(['Saint-Germain Palace', 'Le Grand Rivoli']);
  },
};

/** A shared link with a filter and a sort shows them as they were. */
export const LinkedFilterAndSort: Story = {
  args: { path: '/hotels?destination=PAR&filter=budget&sort=name&guests=3&rooms=2' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 2 of 6 hotels')).toBeVisible();
    await expect(hotelNames(canvas)).toEqual(['Canal Saint-Martin Lodge', 'Hôtel du Marais Budget']);
    await expect(canvas.getByRole('combobox', { name: 'Guests' })).toHaveTextContent('3 guests');
    await expect(canvas.getByRole('combobox', { name: 'Rooms' })).toHaveTextContent('2 rooms');
  },
};

export const Searching: Story = {
  parameters: screenParameters({ msw: [hotelHandlers.loading(), airportHandlers.answer()] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Searching hotels' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Search Hotels/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoHotelsFound: Story = {
  args: { path: '/hotels?destination=Atlantis' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No Hotels Found' })).toBeVisible();
    await expect(
      canvas.getByText('Try adjusting your search criteria or check your destination spelling.'),
    ).toBeVisible();
  },
};

/** The search fails three times (it is retried twice), then says so. */
export const SearchFailed: Story = {
  parameters: screenParameters({ msw: [hotelHandlers.failing(), airportHandlers.answer()] }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Failed to search hotels. Please try again or check your search parameters.');
  },
};

export const LiveMode: Story = {
  parameters: screenParameters({
    msw: [statusHandlers.answer(statusLive), hotelHandlers.answer(), airportHandlers.answer()],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Live mode/)).toBeVisible();
    await expect(canvas.getByText(/real-time hotel rates from duffel/)).toBeVisible();
    await expect(await canvas.findByText('Showing 6 of 6 hotels')).toBeVisible();
  },
};
