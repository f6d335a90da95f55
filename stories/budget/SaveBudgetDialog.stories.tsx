import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { LOCAL_TRIPS_KEY, SaveBudgetDialog } from '@farewise/ui';
import { parisEstimate } from '../fixtures/budget';
import { modalLayerOpen } from '../fixtures/a11y';
import { authHandlers } from '../fixtures/handlers';
import { tripHandlers } from '../fixtures/tripHandlers';

const meta = {
  title: 'Budget/SaveBudgetDialog',
  component: SaveBudgetDialog,
  args: { estimate: parisEstimate },
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...tripHandlers()] }, ...modalLayerOpen },
  beforeEach: () => localStorage.removeItem(LOCAL_TRIPS_KEY),
} satisfies Meta<typeof SaveBudgetDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function openDialog(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Save as trip budget' }));
  return screen.findByRole('dialog', { name: 'Save as trip budget' });
}

/** Signed in, pick one of your trips: its budget and split become the estimate's. */
export const UpdateATrip: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(dialog).toHaveTextContent('$1,282.00 for 1 traveler');
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Trip' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Spring in Lisbon' }));
    await expect(within(dialog).queryByLabelText(/Trip title/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update trip budget' }));
    await expect(await screen.findByText('“Spring in Lisbon” now has this budget.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: 'Open it in My Trips' })).toHaveAttribute(
      'href',
      '/trips?trip=0b8f3c1e-4d2a-4c6b-9e1f-2a3b4c5d6e7f',
    );
  },
};

/** A new trip needs a first day, which cannot be in the past; each field says what is wrong. */
export const NewTripChecked: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(within(dialog).getByLabelText(/Trip title/)).toHaveValue('Paris trip');
    await userEvent.clear(within(dialog).getByLabelText(/Destination/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create trip with this budget' }));
    await expect(await within(dialog).findByText('Name the destination')).toBeVisible();
    await expect(within(dialog).getByText('Pick the first day of the trip')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Destination/), 'Paris');
    await userEvent.type(within(dialog).getByLabelText(/Start date/), '2026-03-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create trip with this budget' }));
    await expect(await within(dialog).findByText('The start date cannot be in the past')).toBeVisible();
    await expect(within(dialog).getByLabelText(/Trip title/)).toHaveValue('Paris trip');
  },
};

/** Signed out, the new trip is kept in this browser with the estimate's total and split. */
export const NewTripSignedOut: Story = {
  parameters: { msw: { handlers: [authHandlers.signedOut()] } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(within(dialog).queryByRole('combobox', { name: 'Trip' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Start date/), '2026-05-04');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create trip with this budget' }));
    await expect(await screen.findByText('“Paris trip” is kept in this browser until you sign in.')).toBeVisible();
    const [kept] = JSON.parse(localStorage.getItem(LOCAL_TRIPS_KEY) ?? '[]') as {
      request: { endDate: string; totalBudget: number; budgetDistribution: Record<string, number> };
    }[];
    await expect(kept?.request).toMatchObject({ endDate: '2026-05-08T00:00:00.000Z', totalBudget: 1282 });
    await expect(Object.values(kept?.request.budgetDistribution ?? {}).reduce((a, b) => a + b, 0)).toBe(100);
  },
};
