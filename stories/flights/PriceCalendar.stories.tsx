import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceCalendar } from '@farewise/ui';
import { marchCalendarDays, mayCalendarDays } from '../fixtures/calendar';

const meta = {
  title: 'Flights/PriceCalendar',
  component: PriceCalendar,
  args: {
    month: '2026-05',
    days: mayCalendarDays,
    onSelectDate: fn(),
    onMonthChange: fn(),
    minMonth: '2026-03',
    maxMonth: '2027-02',
  },
} satisfies Meta<typeof PriceCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  args: { selectedDate: '2026-05-12' },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'May 2026' });
    // Each day says its date, fare and level; the 19th is the month's cheapest.
    await expect(
      within(grid).getByRole('gridcell', { name: 'Tuesday, May 19: $589, Best price, Lowest this month' }),
    ).toBeVisible();
    await expect(within(grid).getByRole('gridcell', { name: 'Saturday, May 30: $794, Expensive' })).toBeVisible();
    await expect(within(grid).getByRole('gridcell', { name: 'Sunday, May 10: $702, Fair price' })).toBeVisible();
    await expect(within(grid).getByRole('gridcell', { name: 'Monday, May 11: $640, Good price' })).toBeVisible();
    await expect(within(grid).getByRole('gridcell', { selected: true })).toHaveAccessibleName(
      'Tuesday, May 12: $598, Best price',
    );
    const legend = canvas.getByRole('list', { name: 'Price levels' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Best price', 'Good price', 'Fair price', 'Expensive']);
    await userEvent.click(within(grid).getByRole('gridcell', { name: /^Tuesday, May 19/ }));
    await expect(args.onSelectDate).toHaveBeenCalledWith('2026-05-19');
  },
};

export const UnavailableDays: Story = {
  args: { month: '2026-03', days: marchCalendarDays },
  play: async ({ canvas, args }) => {
    const past = canvas.getByRole('gridcell', { name: 'Friday, March 13: no flights' });
    await expect(past).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(past);
    await expect(args.onSelectDate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('gridcell', { name: 'Sunday, March 15: $702, Fair price' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    // March is the first month offered: no going back.
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  },
};

export const KeyboardMoves: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'May 2026' });
    // The grid is one tab stop: the first of the month.
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2026-06');
    await userEvent.tab();
    await expect(within(grid).getByRole('gridcell', { name: /^Friday, May 1:/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(within(grid).getByRole('gridcell', { name: /^Saturday, May 16:/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(within(grid).getByRole('gridcell', { name: /^Monday, May 11:/ })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowUp}');
    await expect(within(grid).getByRole('gridcell', { name: /^Sunday, May 10:/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectDate).toHaveBeenCalledWith('2026-05-10');
    await userEvent.keyboard('{PageUp}');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2026-04');
    // The month stays May here (its parent does not follow): focus, and the arrows, go on from the 10th.
    await expect(within(grid).getByRole('gridcell', { name: /^Sunday, May 10:/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(grid).getByRole('gridcell', { name: /^Saturday, May 9:/ })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { days: undefined },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'May 2026' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getByRole('gridcell', { name: 'Wednesday, May 13: loading' })).toBeVisible();
  },
};

/** On a page drawn on the server, which cannot know today's month: a month's frame, loading, its paging disabled. */
export const MonthNotKnownYet: Story = {
  args: { month: undefined, days: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Price calendar, loading' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('Loading the month')).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: 'Next month' });
    await expect(next).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onMonthChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('list', { name: 'Price levels' })).toBeVisible();
  },
};
