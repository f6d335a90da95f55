import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { TripPlanDay } from '@farewise/contracts';
import { TripPlanView } from '@farewise/ui';
import { parisPlan } from '../fixtures/planner';

const meta = {
  title: 'Planner/TripPlanView',
  component: TripPlanView,
  args: { plan: parisPlan, travelers: 2, onSave: fn(), saving: false, onRegenerate: fn(), regenerating: null },
} satisfies Meta<typeof TripPlanView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each day with its timed activities; the total is every activity's cost for both travellers. */
export const TwoDays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Day 1 · May 4, 2026' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Day 2 · May 5, 2026' })).toBeVisible();
    // (22 + 0 + 30 + 16 + 25 + 0) × 2 = $186.00
    await expect(canvas.getByText('$186.00 for 2 travelers of a $1,500.00 budget')).toBeVisible();
    const louvre = canvas.getByText('09:00 · Louvre Museum').closest('li')!;
    await expect(louvre).toHaveTextContent('3 h · Louvre–Tuileries · $22.00 per person');
    await expect(louvre).toHaveTextContent('Book a timed entry.');
    await expect(canvas.getByText('Generic suggestion')).toBeVisible();
  },
};

/** Remove activities from the plan: Save to trip hands over the days without them; Restore brings them back. */
export const RemoveAndRestore: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Louvre Museum' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Tuileries Garden' }));
    await expect(canvas.queryByText('09:00 · Louvre Museum')).not.toBeInTheDocument();
    await expect(canvas.getByText('$142.00 for 2 travelers of a $1,500.00 budget')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save to trip' }));
    const [days] = (args.onSave as ReturnType<typeof fn<(days: TripPlanDay[]) => void>>).mock.calls[0]!;
    await expect(days.flatMap((day) => day.activities.map((a) => a.name))).not.toContain('Louvre Museum');
    await expect(days).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore 2 removed activities' }));
    await expect(canvas.getByText('09:00 · Louvre Museum')).toBeVisible();
  },
};

/** From the keyboard: removing an activity hands the focus to the next one's Remove, not to the page. */
export const RemoveFromKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Louvre Museum' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('09:00 · Louvre Museum')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove Tuileries Garden' })).toHaveFocus();
  },
};

/** A budget the planner could not read: its warning shows, and no budget is quoted. */
export const WithWarning: Story = {
  args: {
    plan: {
      ...parisPlan,
      budget: { parsed: false, total: null, currency: 'USD' },
      warnings: ['We could not read the budget “a fair amount”, so the plan ignores cost.'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We could not read the budget “a fair amount”/)).toBeVisible();
    await expect(canvas.getByText('$186.00 for 2 travelers')).toBeVisible();
    const day = canvas.getByRole('region', { name: 'Day 2 · May 5, 2026' });
    await expect(within(day).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** While the trip is saved, Save to trip is busy and cannot be pressed twice. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Regenerate day 2 asks for that day; while it is planned, every day's button waits and day 2's says so. */
export const RegenerateADay: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate day 2' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith('2026-05-05');
  },
};

export const Regenerating: Story = {
  args: { regenerating: '2026-05-05' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Planning day 2…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Regenerate day 1' })).toBeDisabled();
  },
};
