import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { TripTab } from '@farewise/contracts';
import { LOCAL_TRIPS_KEY, TripOrganiser } from '@farewise/ui';
import { authHandlers } from '../fixtures/handlers';
import { tripHandlers } from '../fixtures/tripHandlers';
import { browserTrip } from '../fixtures/trips';

const keepInBrowser = () => localStorage.setItem(LOCAL_TRIPS_KEY, JSON.stringify([browserTrip]));

/** The organiser with its selection held in state, as the app holds it in the URL. */
function OrganiserInState({ onNavigate }: { onNavigate: (selection: { trip?: string; tab: TripTab }) => void }) {
  const [selection, setSelection] = useState<{ trip?: string; tab: TripTab }>({ tab: 'overview' });
  return (
    <TripOrganiser
      selectedId={selection.trip}
      tab={selection.tab}
      onNavigate={(next) => {
        setSelection(next);
        onNavigate(next);
      }}
    />
  );
}

const meta = {
  title: 'Trips/TripOrganiser',
  component: OrganiserInState,
  args: { onNavigate: fn() },
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...tripHandlers()] } },
  beforeEach: () => localStorage.removeItem(LOCAL_TRIPS_KEY),
} satisfies Meta<typeof OrganiserInState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first trip opens; picking another trip and a tab reports the selection. */
export const PickATripAndTab: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Spring in Lisbon' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tokyo in autumn/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Tokyo in autumn' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Documents' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith({
      trip: '1c9e4d2f-5e3b-4d7c-8f2a-3b4c5d6e7f80',
      tab: 'documents',
    });
    await expect(canvas.getByRole('list', { name: 'Document checklist' })).toBeVisible();
  },
};

/** Signed out, trips are kept in this browser: shown read-only, and deleted after a confirmation. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: [authHandlers.signedOut(), ...tripHandlers()] } },
  beforeEach: keepInBrowser,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/trips are kept in this browser only/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Paris itinerary' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Itinerary' }));
    await expect(canvas.getByText(/Louvre Museum/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Delete “Paris itinerary” from this browser?');
    await expect(canvas.getByRole('button', { name: 'Keep Trip' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Trip' }));
    await expect(await canvas.findByRole('heading', { name: 'No trips yet' })).toBeVisible();
    await expect(localStorage.getItem(LOCAL_TRIPS_KEY)).toBeNull();
  },
};

/** Signed in with trips kept in this browser: Import adds them to the account once, and the offer goes. */
export const ImportBrowserTrips: Story = {
  beforeEach: keepInBrowser,
  play: async ({ canvas, userEvent }) => {
    const offer = await canvas.findByRole('region', { name: 'Trips saved in this browser' });
    await expect(offer).toHaveTextContent('1 trip is saved in this browser.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Import into my account' }));
    await expect(await screen.findByText('Trips imported', { selector: 'li *' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Trips saved in this browser' })).toBeNull());
    await expect(await canvas.findByRole('button', { name: /Paris itinerary/ })).toBeVisible();
    await expect(localStorage.getItem(LOCAL_TRIPS_KEY)).toBeNull();
  },
};
