import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { LOCAL_TRIPS_KEY } from '@farewise/ui';
import { authHandlers, plannerHandlers } from '../fixtures/handlers';
import { tripHandlers } from '../fixtures/tripHandlers';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/TripPlanner',
  component: AppScreen,
  args: { path: '/trip-planner' },
  parameters: screenParameters({ msw: [plannerHandlers.answer()] }),
  beforeEach: () => localStorage.removeItem(LOCAL_TRIPS_KEY),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From the footer: Generate waits for a destination and a start date. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Smart Trip Planner' })).toBeVisible();
    const generate = canvas.getByRole('button', { name: 'Generate Itinerary' });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription('Choose a destination and a start date to generate a plan.');
    await userEvent.type(canvas.getByLabelText(/Destination/), 'Paris');
    await expect(generate).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Start date/), '2026-05-04');
    await expect(generate).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: 'Your plan will appear here' })).toBeVisible();
  },
};

/** Fill the form and generate: the plan shows, and the request is in the URL. */
export const Generate: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/Destination/), 'Paris');
    await userEvent.type(canvas.getByLabelText(/Start date/), '2026-05-04');
    await userEvent.type(canvas.getByLabelText(/End date/), '2026-05-05');
    await userEvent.type(canvas.getByLabelText(/Budget/), '$1,500');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Museums' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Luxury' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Itinerary' }));
    await expect(await canvas.findByRole('heading', { name: 'Day 1 · May 4, 2026' })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/Destination/)).toHaveValue('Paris'));
  },
};

/** A shared planner link plans at once. */
export const FromALink: Story = {
  args: { path: '/trip-planner?destination=Paris&startDate=2026-05-04&endDate=2026-05-05&budget=%241%2C500' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('09:00 · Louvre Museum')).toBeVisible();
    await expect(canvas.getByLabelText(/Destination/)).toHaveValue('Paris');
  },
};

export const Generating: Story = {
  args: { path: '/trip-planner?destination=Paris&startDate=2026-05-04' },
  parameters: screenParameters({ msw: [plannerHandlers.loading()] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Generating your itinerary' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Generate Itinerary/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A budget below the cheapest plan: the API's 422 explains which constraint cannot be met. */
export const BudgetTooLow: Story = {
  args: { path: '/trip-planner?destination=Paris&startDate=2026-05-04&budget=%245' },
  parameters: screenParameters({ msw: [plannerHandlers.unsatisfiable()] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Budget: the cheapest plan for these dates costs $96 for 2 traveler(s), more than the budget of $5.',
    );
  },
};

export const UnreadableBudget: Story = {
  args: { path: '/trip-planner?destination=Paris&startDate=2026-05-04&budget=a%20fair%20amount' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We could not read the budget/)).toBeVisible();
  },
};

const PLANNED = '/trip-planner?destination=Paris&startDate=2026-05-04&endDate=2026-05-05&budget=%241%2C500';

/** Signed in, Save to trip makes a trip of the plan in the account and links to it. */
export const SaveToTrip: Story = {
  args: { path: PLANNED },
  parameters: screenParameters({
    msw: [plannerHandlers.answer(), authHandlers.signedIn(), ...tripHandlers({ trips: [] })],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save to trip' }));
    await expect(await screen.findByText('“Paris itinerary” is in My Trips with every activity.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Open it in My Trips' })).toHaveAttribute(
      'href',
      '/trips?trip=aaaaaaaa-0001-4000-8000-000000000000',
    );
  },
};

/** Signed out, the trip is kept in this browser until sign-in. */
export const SaveToTripSignedOut: Story = {
  args: { path: PLANNED },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save to trip' }));
    await expect(await screen.findByText('“Paris itinerary” is kept in this browser until you sign in.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open it in My Trips' })).toBeVisible();
    const [kept] = JSON.parse(localStorage.getItem(LOCAL_TRIPS_KEY) ?? '[]') as { request: { items: unknown[] } }[];
    await expect(kept?.request.items).toHaveLength(6);
  },
};

/** Regenerate day 2: new activities for that day, the first day as it was. */
export const RegenerateADay: Story = {
  args: { path: PLANNED },
  parameters: screenParameters({ msw: [plannerHandlers.answer(), plannerHandlers.regenerateDay()] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Regenerate day 2' }));
    await expect(await canvas.findByText("09:30 · Musée de l'Orangerie")).toBeVisible();
    await expect(canvas.queryByText("09:30 · Musée d'Orsay")).not.toBeInTheDocument();
    await expect(canvas.getByText('09:00 · Louvre Museum')).toBeVisible();
    // The new day can arrive a render before the request settles: shoot the buttons at rest again, not half-way.
    const regenerate = canvas.getByRole('button', { name: 'Regenerate day 2' });
    await waitFor(() => expect(regenerate).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('button', { name: 'Regenerate day 1' })).toBeEnabled();
    // The day being planned kept the focus of whoever pressed it.
    await expect(regenerate).toHaveFocus();
  },
};

/** When no other activities fit the day, the plan stays and a toast says why. */
export const RegenerateADayRefused: Story = {
  args: { path: PLANNED },
  parameters: screenParameters({ msw: [plannerHandlers.answer(), plannerHandlers.regenerateDay({ exhausted: true })] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Regenerate day 2' }));
    await expect(await screen.findByText('Could not plan this day again', { selector: 'li *' })).toBeVisible();
    await expect(screen.getByText(/No other activities fit this day/, { selector: 'li *' })).toBeVisible();
    await expect(canvas.getByText("09:30 · Musée d'Orsay")).toBeVisible();
  },
};
