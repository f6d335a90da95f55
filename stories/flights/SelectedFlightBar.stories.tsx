import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SelectedFlightBar } from '@farewise/ui';
import { flexibleOptions } from '../fixtures/flexible';

const meta = {
  title: 'Flights/SelectedFlightBar',
  component: SelectedFlightBar,
  args: { selected: flexibleOptions.slice(0, 1), onClear: fn() },
} satisfies Meta<typeof SelectedFlightBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens Compare and answers the dialog's table as rows of cell texts. */
async function openComparison(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
  const dialog = await screen.findByRole('dialog');
  return {
    dialog,
    rows: within(dialog)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent)),
  };
}

export const OneSelected: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('region', { name: 'Selected flight' });
    await expect(bar).toHaveTextContent('JFK → CDG · May 19 – May 26 · $589.30 per person, round trip');
    const { dialog, rows } = await openComparison(canvas);
    await expect(dialog).toHaveAccessibleName('Compare flight');
    await expect(rows.slice(1)).toEqual([
      ['Price', '$589.30 round trip'],
      ['Dates', 'May 19 – May 26'],
      ['Duration', '7h 40m'],
      ['Stops', 'Nonstop'],
      ['Airline', 'Air France'],
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const TwoCompared: Story = {
  args: { selected: flexibleOptions.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Selected flight' })).toHaveTextContent('2 selected');
    const { dialog, rows } = await openComparison(canvas);
    await expect(dialog).toHaveAccessibleName('Compare 2 flights');
    await expect(rows[1]).toEqual(['Price', '$589.30 round trip', '$650.20 round trip']);
    await expect(rows[5]).toEqual(['Airline', 'Air France', 'Delta Air Lines']);
  },
};

export const ThreeCompared: Story = {
  // Four selected: the latest three are compared.
  args: { selected: flexibleOptions },
  play: async ({ canvas }) => {
    const { dialog, rows } = await openComparison(canvas);
    await expect(dialog).toHaveAccessibleName('Compare 3 flights');
    await expect(rows[1]).toEqual(['Price', '$650.20 round trip', '$733.70 round trip', '$771.70 round trip']);
    await expect(rows[4]).toEqual(['Stops', 'Nonstop', 'Nonstop', '1 stop']);
  },
};

export const BookInDemoMode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Booking needs a live flight provider. These fares come from Farewise’s pricing model (demo mode); connect a flight data provider to book.',
    );
  },
};
