import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PriceGrid } from '@farewise/ui';
import { marchGrid, mayGrid } from '../fixtures/calendar';

const meta = {
  title: 'Flights/PriceGrid',
  component: PriceGrid,
  args: { grid: mayGrid, departureDate: '2026-05-19', returnDate: '2026-05-26', onSelect: fn() },
} satisfies Meta<typeof PriceGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheapestHighlighted: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Cheapest: out May 19, back May 25, $591')).toBeVisible();
    const cheapest = canvas.getByRole('button', { name: 'Out May 19, back May 25: $591, cheapest' });
    await expect(getComputedStyle(cheapest).color).toBe('rgb(21, 112, 58)');
    await expect(canvas.getByRole('button', { name: 'Out May 19, back May 26: $595' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('button')).toHaveLength(49);
    await userEvent.click(cheapest);
    await expect(args.onSelect).toHaveBeenCalledWith('2026-05-19', '2026-05-25');
  },
};

export const InvalidCells: Story = {
  args: { grid: marchGrid, departureDate: '2026-03-15', returnDate: '2026-03-17' },
  play: async ({ canvas, args }) => {
    // Past departures and returns not after the departure cannot be picked.
    const past = canvas.getByRole('button', { name: 'Out Mar 13, back Mar 16: not available' });
    await expect(past).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Out Mar 18, back Mar 15: not available' })).toBeDisabled();
    await userEvent.click(past, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Out Mar 15, back Mar 17: $591, cheapest' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { grid: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Departure × return dates' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
