import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { LOCAL_TRIPS_KEY } from '@farewise/ui';
import { authHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';
import { tripHandlers } from '../fixtures/tripHandlers';
import { lisbonTrip } from '../fixtures/trips';

const signedIn = (options?: Parameters<typeof tripHandlers>[0]) =>
  screenParameters({ msw: [authHandlers.signedIn(), ...tripHandlers(options)] });

const meta = {
  title: 'Screens/Trips',
  component: AppScreen,
  args: { path: '/trips' },
  parameters: signedIn(),
  beforeEach: () => localStorage.removeItem(LOCAL_TRIPS_KEY),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Fills the open wizard's six steps for a Rome long weekend, leaving it on Review & Create. */
async function fillWizard(userEvent: UserEvent) {
  const wizard = await screen.findByRole('dialog', { name: 'Create a New Trip' });
  const next = () => within(wizard).getByRole('button', { name: 'Next' });
  await userEvent.type(within(wizard).getByLabelText(/Trip title/), 'Rome long weekend');
  await userEvent.type(within(wizard).getByLabelText(/Destination/), 'Rome');
  await userEvent.click(next());
  await userEvent.type(within(wizard).getByLabelText(/Start date/), '2026-05-01');
  await userEvent.type(within(wizard).getByLabelText(/End date/), '2026-05-04');
  await userEvent.click(next());
  await userEvent.type(within(wizard).getByLabelText(/Total budget/), '1800');
  await userEvent.click(next());
  await userEvent.click(within(wizard).getByRole('radio', { name: 'Family' }));
  await userEvent.click(within(wizard).getByRole('radio', { name: 'Hotel' }));
  await userEvent.click(next());
  await userEvent.click(within(wizard).getByRole('checkbox', { name: 'Museums' }));
  await userEvent.click(next());
  return wizard;
}

/** The header's Trips: the trips on the left, the first one open on its overview. */
export const Organiser: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Your trips' });
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Spring in Lisbon' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(canvas.getByText('7 days')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  },
};

/** Tabs and trips are the URL's: a link opens the Tokyo trip on its (empty) itinerary. */
export const LinkedTripAndTab: Story = {
  args: { path: '/trips?trip=1c9e4d2f-5e3b-4d7c-8f2a-3b4c5d6e7f80&tab=itinerary' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Tokyo in autumn' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Itinerary', selected: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Nothing planned yet' })).toBeVisible();
  },
};

/** Switch trips and tabs, then add an expense: the settle-up updates from the saved answer. */
export const AddAnExpense: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Expenses' }));
    const payments = await canvas.findByRole('list', { name: 'Payments to settle up' });
    await expect(payments).toHaveTextContent('Cy pays Ana $212.20');
    await userEvent.type(canvas.getByLabelText(/Amount \(USD\)/), '30');
    await userEvent.type(canvas.getByLabelText('Note'), 'Tram passes');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Expense' }));
    await expect(await screen.findByText('Expense added', { selector: 'li *' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Expenses: $666.60' })).toBeVisible());
  },
};

/** New Trip runs the wizard; the created trip opens. */
export const CreateThroughTheWizard: Story = {
  parameters: signedIn({ trips: [] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Plan your first trip' }));
    const wizard = await fillWizard(userEvent);
    await userEvent.click(within(wizard).getByRole('button', { name: 'Create Trip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Rome long weekend' })).toBeVisible();
    await expect(canvas.getByText('3 days')).toBeVisible();
  },
};

/** A failed save keeps the wizard open with everything entered, and says so. */
export const CreateFails: Story = {
  parameters: signedIn({ trips: [], failWrites: true }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New Trip' }));
    const wizard = await fillWizard(userEvent);
    await userEvent.click(within(wizard).getByRole('button', { name: 'Create Trip' }));
    await expect(await screen.findByText('Failed to create trip', { selector: 'li *' })).toBeVisible();
    await waitFor(() => expect(within(wizard).getByRole('button', { name: 'Create Trip' })).toHaveFocus());
    await expect(within(wizard).getByRole('region', { name: 'Review & Create' })).toHaveTextContent(
      'Rome long weekend',
    );
  },
};

export const NoTripsYet: Story = {
  parameters: signedIn({ trips: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No trips yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: signedIn({ loading: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading trips' })).toBeVisible();
  },
};

/** Signed out, New Trip still works: the trip is kept in this browser, to import after sign-in. */
export const SignedOut: Story = {
  parameters: screenParameters({ msw: tripHandlers() }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/trips are kept in this browser only/)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Plan your first trip' }));
    const wizard = await fillWizard(userEvent);
    await userEvent.click(within(wizard).getByRole('button', { name: 'Create Trip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await screen.findByText('“Rome long weekend” is saved in this browser.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Rome long weekend' })).toBeVisible();
    await expect(canvas.getByText('3 days')).toBeVisible();
  },
};

/** A shared link shows the trip read-only, without signing in. */
export const SharedTrip: Story = {
  args: { path: '/trips/shared/shared-token-0123456789abcdef' },
  parameters: screenParameters({
    msw: tripHandlers({ trips: [{ ...lisbonTrip, shareToken: 'shared-token-0123456789abcdef' }] }),
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Spring in Lisbon' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Itinerary' }));
    await expect(await canvas.findByText(/Castelo de São Jorge/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Settings/ })).not.toBeInTheDocument();
  },
};

/** A revoked link says it no longer works. */
export const SharedTripRevoked: Story = {
  args: { path: '/trips/shared/revoked-token-0123456789' },
  parameters: screenParameters({ msw: tripHandlers() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  },
};

/** A trip idea's Plan Trip: the wizard opens with its destination and title; closing it leaves the organiser. */
export const PlanTripFromAnIdea: Story = {
  args: { path: '/trips?destination=Kyoto&title=Temples+and+Tea+in+Kyoto' },
  play: async ({ canvas, userEvent }) => {
    const wizard = await screen.findByRole('dialog', { name: 'Create a New Trip' });
    await expect(within(wizard).getByLabelText(/Trip title/)).toHaveValue('Temples and Tea in Kyoto');
    await expect(within(wizard).getByLabelText(/Destination/)).toHaveValue('Kyoto');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Spring in Lisbon' })).toBeVisible();
  },
};
