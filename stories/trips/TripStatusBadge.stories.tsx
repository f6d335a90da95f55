import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { TripStatus } from '@farewise/contracts';
import { TripStatusBadge } from '@farewise/ui';

const meta = {
  title: 'Trips/TripStatusBadge',
  component: TripStatusBadge,
  args: { status: 'planning' },
} satisfies Meta<typeof TripStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const statuses: [TripStatus, string][] = [
  ['planning', 'Planning'],
  ['booked', 'Booked'],
  ['in_progress', 'In progress'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
];

/** The five statuses side by side: each has its label and a colour of its own. */
export const AllStatuses: Story = {
  render: () => (
    <ul aria-label="Trip statuses" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', listStyle: 'none', padding: 0 }}>
      {statuses.map(([status]) => (
        <li key={status}>
          <TripStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const badges = statuses.map(([, label]) => canvas.getByText(label, { exact: true }));
    for (const badge of badges) await expect(badge).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      statuses.map(([, label]) => label),
    );
    const backgrounds = new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor));
    const colours = new Set(badges.map((badge) => getComputedStyle(badge).color));
    await expect(backgrounds.size).toBe(5);
    await expect(colours.size).toBe(5);
  },
};

/** One badge, as the trip list and the overview show it. */
export const InProgress: Story = {
  args: { status: 'in_progress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.queryByText('Planning')).not.toBeInTheDocument();
  },
};
