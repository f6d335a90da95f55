import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { TripItinerary } from '@farewise/ui';
import { modalLayerOpen } from '../fixtures/a11y';
import { useRemovable } from '../fixtures/removable';
import { lisbonTrip, tokyoTrip } from '../fixtures/trips';

const [flight, castle, market] = lisbonTrip.items as [
  (typeof lisbonTrip.items)[number],
  (typeof lisbonTrip.items)[number],
  (typeof lisbonTrip.items)[number],
];

const saved = async () => ({ ok: true as const, data: {} });

const meta = {
  title: 'Trips/TripItinerary',
  component: TripItinerary,
  // The items arrive out of order: the itinerary sorts them by day and time.
  args: {
    trip: { ...lisbonTrip, items: [market, flight, castle] },
    onAdd: fn(saved),
    onUpdate: fn(saved),
    onDelete: fn(),
    saving: false,
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof TripItinerary>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (name: string, label: RegExp) => within(dialog(name)).getByLabelText(label);

async function openAddItem({ canvas, userEvent }: Context) {
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  await screen.findByRole('dialog', { name: 'Add Item' });
}

/** Two days, each item in time order with its Booked or Planned badge, its type, place and cost. */
export const ItemsByDay: Story = {
  play: async ({ canvas }) => {
    const days = canvas.getAllByRole('region', { name: /, 2026$/ });
    await expect(days.map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'April 2, 2026',
      'April 3, 2026',
    ]);
    const [first, second] = days.map((day) => within(day).getAllByRole('listitem'));
    await expect(first!.map((item) => item.textContent)).toEqual([
      'Booked07:15 · TAP TP202 JFK → LISflight · JFK Terminal 1 · $612.00',
    ]);
    await expect(second!.map((item) => item.textContent)).toEqual([
      'Planned10:00 · Castelo de São Jorgeactivity · Alfama · $15.00',
      'Planned19:30 · Time Out Marketrestaurant · Cais do Sodré · Free',
    ]);
    await expect(within(first![0]!).getByText('Booked')).toBeVisible();
    await expect(within(second![1]!).getByText('Planned')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Castelo de São Jorge' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete TAP TP202 JFK → LIS' })).toBeVisible();
  },
};

/** Saving without a title names the problem at the field, sends nothing and keeps the dialog open. */
export const AddItemValidation: Story = {
  parameters: modalLayerOpen,
  play: async (context) => {
    const { args, userEvent } = context;
    await openAddItem(context);
    const title = field('Add Item', /Title/);
    await expect(title).toHaveValue('');
    await expect(field('Add Item', /Date/)).toHaveValue('2026-04-02');
    await userEvent.type(title, 'Fado night');
    await userEvent.clear(title);
    await userEvent.click(within(dialog('Add Item')).getByRole('button', { name: 'Save Item' }));
    await expect(await within(dialog('Add Item')).findByRole('alert')).toHaveTextContent('Give the item a title');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(dialog('Add Item')).toBeVisible();
  },
};

/** A filled-in item is handed out as typed, and the dialog closes once it is saved. */
export const AddItem: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    await openAddItem(context);
    await userEvent.type(field('Add Item', /Title/), 'Fado at Tasca do Chico');
    await userEvent.click(within(dialog('Add Item')).getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Restaurant' }));
    const date = field('Add Item', /Date/);
    await expect(date).toHaveAttribute('min', '2026-04-02');
    await expect(date).toHaveAttribute('max', '2026-04-09');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-04-04');
    await userEvent.type(field('Add Item', /Time/), '21:00');
    const cost = field('Add Item', /Cost/);
    await userEvent.clear(cost);
    await userEvent.type(cost, '45.5');
    await userEvent.type(field('Add Item', /Location/), 'Bairro Alto');
    await userEvent.click(within(dialog('Add Item')).getByRole('checkbox', { name: 'Booked' }));
    await userEvent.click(within(dialog('Add Item')).getByRole('button', { name: 'Save Item' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledOnce());
    await expect(args.onAdd).toHaveBeenCalledWith({
      type: 'restaurant',
      title: 'Fado at Tasca do Chico',
      date: '2026-04-04',
      time: '21:00',
      location: 'Bairro Alto',
      cost: 45.5,
      isBooked: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Edit opens the dialog filled with the item; saving hands out its id and the change. */
export const EditItem: Story = {
  parameters: modalLayerOpen,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Castelo de São Jorge' }));
    await screen.findByRole('dialog', { name: 'Edit Item' });
    await expect(field('Edit Item', /Title/)).toHaveValue('Castelo de São Jorge');
    await expect(within(dialog('Edit Item')).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Activity');
    await expect(field('Edit Item', /Date/)).toHaveValue('2026-04-03');
    await expect(field('Edit Item', /Time/)).toHaveValue('10:00');
    await expect(field('Edit Item', /Cost/)).toHaveValue(15);
    await expect(field('Edit Item', /Location/)).toHaveValue('Alfama');
    const booked = within(dialog('Edit Item')).getByRole('checkbox', { name: 'Booked' });
    await expect(booked).not.toBeChecked();
    await userEvent.click(booked);
    await expect(booked).toBeChecked();
    await userEvent.click(within(dialog('Edit Item')).getByRole('button', { name: 'Save Item' }));
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalledOnce());
    await expect(args.onUpdate).toHaveBeenCalledWith(castle.id, {
      type: 'activity',
      title: 'Castelo de São Jorge',
      date: '2026-04-03',
      time: '10:00',
      location: 'Alfama',
      cost: 15,
      isBooked: true,
    });
    await expect(args.onAdd).not.toHaveBeenCalled();
    // Another item's Edit fills the dialog with that item.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Time Out Market' }));
    await screen.findByRole('dialog', { name: 'Edit Item' });
    await expect(field('Edit Item', /Title/)).toHaveValue('Time Out Market');
    await expect(field('Edit Item', /Time/)).toHaveValue('19:30');
  },
};

/** Delete hands out the item's id at once. */
export const DeleteItem: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Time Out Market' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(market.id);
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/**
 * From the keyboard: Delete hands the focus to the Delete of the item that took the deleted one's place, else of the
 * new last item, and once the itinerary is empty to Add Item.
 */
export const DeleteFromKeyboard: Story = {
  render: function DeletingItinerary(args) {
    const [items, onDelete] = useRemovable(args.trip.items, args.onDelete);
    return <TripItinerary {...args} trip={{ ...args.trip, items }} onDelete={onDelete} />;
  },
  play: async ({ canvas, userEvent }) => {
    const deleteButton = (title: string) => canvas.getByRole('button', { name: `Delete ${title}` });
    for (let press = 0; press < 5; press++) await userEvent.tab();
    await expect(deleteButton('Castelo de São Jorge')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(deleteButton('Time Out Market')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(deleteButton('TAP TP202 JFK → LIS')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Nothing planned yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Item' })).toHaveFocus();
  },
};

/** Tokyo has no items yet: the empty state, and Add Item to start. */
export const Empty: Story = {
  args: { trip: tokyoTrip },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing planned yet' })).toBeVisible();
    await expect(canvas.getByText('Add flights, stays, meals and things to do, day by day.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /, 2026$/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add Item' })).toBeEnabled();
  },
};

/** A shared trip: the same days and items, with no Add, Edit or Delete. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region', { name: /, 2026$/ })).toHaveLength(2);
    await expect(canvas.getByText('07:15 · TAP TP202 JFK → LIS')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
