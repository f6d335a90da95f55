import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { Trip } from '@farewise/contracts';
import { TripList, type TripListProps } from '@farewise/ui';
import { lisbonTrip, tokyoTrip, tripSummary } from '../fixtures/trips';

const lisbon = tripSummary(lisbonTrip);
const tokyo = tripSummary(tokyoTrip);
/** Three more trips, one in each remaining status. */
const porto: Trip = {
  ...lisbon,
  id: '2d0f5e3a-6f4c-4e8d-9a3b-4c5d6e7f8091',
  title: 'Weekend in Porto',
  destination: 'Porto, Portugal',
  startDate: '2026-03-13',
  endDate: '2026-03-16',
  status: 'in_progress',
};
const iceland: Trip = {
  ...lisbon,
  id: '3e1a6f4b-7a5d-4f9e-8b4c-5d6e7f8091a2',
  title: 'Iceland ring road',
  destination: 'Reykjavík, Iceland',
  startDate: '2025-08-01',
  endDate: '2025-08-12',
  status: 'completed',
};
const zermatt: Trip = {
  ...lisbon,
  id: '4f2b7a5c-8b6e-4a0f-9c5d-6e7f8091a2b3',
  title: 'Ski week in Zermatt',
  destination: 'Zermatt, Switzerland',
  startDate: '2026-01-17',
  endDate: '2026-01-24',
  status: 'cancelled',
};
const trips = [lisbon, tokyo, porto, iceland, zermatt];

/** The list with its selection held in state, as the organiser holds it beside the trip it shows. */
function ListWithSelection({ onSelect, selectedId, ...props }: TripListProps) {
  const [selected, setSelected] = useState(selectedId);
  const select = (id: string) => {
    setSelected(id);
    onSelect(id);
  };
  return <TripList {...props} selectedId={selected} onSelect={select} />;
}

const meta = {
  title: 'Trips/TripList',
  component: ListWithSelection,
  args: { trips, selectedId: lisbon.id, onSelect: fn(), onNewTrip: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof ListWithSelection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five trips, one per status: each shows its title, status, destination and dates; Lisbon is the selected one. */
export const ManyTrips: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Your trips' });
    const buttons = within(list).getAllByRole('button');
    await expect(buttons).toHaveLength(5);
    await expect(buttons[0]).toHaveTextContent('Spring in Lisbon');
    await expect(buttons[0]).toHaveTextContent('Planning');
    await expect(buttons[0]).toHaveTextContent('Lisbon, Portugal · Apr 2 – Apr 9');
    await expect(buttons[1]).toHaveTextContent('Tokyo in autumnBooked');
    await expect(buttons[1]).toHaveTextContent('Tokyo, Japan · Oct 10 – Oct 20');
    await expect(buttons[2]).toHaveTextContent('In progress');
    await expect(buttons[3]).toHaveTextContent('Completed');
    await expect(buttons[4]).toHaveTextContent('Cancelled');
    await expect(buttons.map((button) => button.getAttribute('aria-current'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
  },
};

/** Choosing another trip hands its id out and moves the mark to it. */
export const SelectAnother: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const tokyoButton = canvas.getByRole('button', { name: /Tokyo in autumn/ });
    await userEvent.click(tokyoButton);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(tokyo.id);
    await expect(tokyoButton).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: /Spring in Lisbon/ })).toHaveAttribute('aria-current', 'false');
    await expect(args.onNewTrip).not.toHaveBeenCalled();
  },
};

/** No trips yet: the empty state invites the first one. */
export const Empty: Story = {
  args: { trips: [], selectedId: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No trips yet' })).toBeVisible();
    await expect(
      canvas.getByText('Plan your first trip: dates, budget, what you want to do, all in one place.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Your trips' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Plan your first trip' }));
    await expect(args.onNewTrip).toHaveBeenCalledOnce();
  },
};

/** While the trips load: three placeholders, announced as busy. */
export const Loading: Story = {
  args: { trips: undefined, selectedId: undefined },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading trips' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(3);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
