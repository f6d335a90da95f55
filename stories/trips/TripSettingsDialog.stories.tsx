import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { TripSettingsDialog } from '@farewise/ui';
import { modalLayerOpen } from '../fixtures/a11y';
import { lisbonTrip } from '../fixtures/trips';

const meta = {
  title: 'Trips/TripSettingsDialog',
  component: TripSettingsDialog,
  args: {
    trip: lisbonTrip,
    onSave: fn(async () => ({ ok: true as const, data: {} })),
    onDelete: fn(async () => ({ ok: true as const, data: {} })),
    saving: false,
  },
  parameters: modalLayerOpen,
} satisfies Meta<typeof TripSettingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const dialog = () => screen.getByRole('dialog', { name: 'Trip settings' });
const inDialog = () => within(dialog());

async function openSettings({ canvas, userEvent }: Context) {
  await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
  await screen.findByRole('dialog', { name: 'Trip settings' });
}

/** Settings opens filled with the trip as it is. */
export const Opened: Story = {
  play: async (context) => {
    await openSettings(context);
    await expect(inDialog().getByLabelText('Title')).toHaveValue('Spring in Lisbon');
    await expect(inDialog().getByLabelText('Destination')).toHaveValue('Lisbon, Portugal');
    await expect(inDialog().getByLabelText('Start date')).toHaveValue('2026-04-02');
    await expect(inDialog().getByLabelText('End date')).toHaveValue('2026-04-09');
    await expect(inDialog().getByLabelText('Total budget (USD)')).toHaveValue(2400);
    await expect(inDialog().getByRole('combobox', { name: 'Status' })).toHaveTextContent('Planning');
    await expect(inDialog().getByLabelText('Travellers')).toHaveValue('Ana, Ben, Cy');
    await expect(
      inDialog().getByText('Names separated by commas, 1 to 8; expenses are split between them'),
    ).toBeVisible();
    await expect(inDialog().getByRole('button', { name: 'Delete this trip…' })).toBeVisible();
  },
};

/** A new title, Booked, and a fourth traveller: Save Changes hands out the change, and the dialog closes. */
export const SaveChanges: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    await openSettings(context);
    const title = inDialog().getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lisbon with Dee');
    await userEvent.click(inDialog().getByRole('combobox', { name: 'Status' }));
    await expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Planning',
      'Booked',
      'In progress',
      'Completed',
      'Cancelled',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Booked' }));
    await expect(inDialog().getByRole('combobox', { name: 'Status' })).toHaveTextContent('Booked');
    await userEvent.type(inDialog().getByLabelText('Travellers'), ',  Dee ');
    await userEvent.click(inDialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith({
      title: 'Lisbon with Dee',
      destination: 'Lisbon, Portugal',
      startDate: '2026-04-02',
      endDate: '2026-04-09',
      totalBudget: 2400,
      status: 'booked',
      travellerNames: ['Ana', 'Ben', 'Cy', 'Dee'],
      travelers: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** With no one on the travellers line, the field says what it wants and nothing is sent. */
export const NoTravellers: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    await openSettings(context);
    const travellers = inDialog().getByLabelText('Travellers');
    await userEvent.clear(travellers);
    await userEvent.type(travellers, ' , ');
    await userEvent.click(inDialog().getByRole('button', { name: 'Save Changes' }));
    await expect(await inDialog().findByRole('alert')).toHaveTextContent('Name 1 to 8 travellers, separated by commas');
    await expect(travellers).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(dialog()).toBeVisible();
  },
};

/** Delete asks first; Keep Trip backs out without deleting, and the question can be asked again. */
export const DeleteAsksFirst: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    await openSettings(context);
    await userEvent.click(inDialog().getByRole('button', { name: 'Delete this trip…' }));
    await expect(inDialog().getByRole('alert')).toHaveTextContent(
      'Delete “Spring in Lisbon” with its itinerary, expenses and documents? This cannot be undone.',
    );
    // Focus lands on the safe answer, and comes back to the question after backing out.
    await expect(inDialog().getByRole('button', { name: 'Keep Trip' })).toHaveFocus();
    await userEvent.click(inDialog().getByRole('button', { name: 'Keep Trip' }));
    await expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
    await expect(inDialog().getByRole('button', { name: 'Delete this trip…' })).toHaveFocus();
    await expect(inDialog().queryByRole('button', { name: 'Delete Trip' })).not.toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(inDialog().getByRole('button', { name: 'Delete this trip…' }));
    await expect(inDialog().getByRole('button', { name: 'Delete Trip' })).toBeVisible();
    await expect(inDialog().getByRole('button', { name: 'Keep Trip' })).toBeVisible();
  },
};

/** Delete Trip, once confirmed, hands the deletion out and closes the dialog. */
export const DeleteTrip: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    await openSettings(context);
    await userEvent.click(inDialog().getByRole('button', { name: 'Delete this trip…' }));
    await userEvent.click(inDialog().getByRole('button', { name: 'Delete Trip' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
