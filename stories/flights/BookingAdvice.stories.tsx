import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BookingAdvice } from '@farewise/ui';
import { adviceFixture } from '../fixtures/priceHistory';

const meta = {
  title: 'Flights/BookingAdvice',
  component: BookingAdvice,
  args: { advice: adviceFixture('wait'), onRiskChange: fn() },
} satisfies Meta<typeof BookingAdvice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wait under Save the most; picking Play it safe asks for that setting's advice. */
export const Wait: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const panel = canvas.getByRole('group', { name: 'Buy or wait' });
    await expect(panel).toHaveTextContent('Wait for Wed, Apr 29 · 71% chance waiting pays off');
    await expect(panel).toHaveTextContent('We’d wait until about 38 days out.');
    await userEvent.click(within(panel).getByRole('radio', { name: 'Play it safe' }));
    await expect(args.onRiskChange).toHaveBeenLastCalledWith('safe');
  },
};

/**
 * The traveller chose Save the most and its advice is loading: the panel is busy, still showing Play it safe's
 * advice, with the new choice checked and focused, so arrow keys go on working.
 */
export const Pending: Story = {
  args: { advice: adviceFixture('buy', 'safe'), risk: 'save', pending: true },
  play: async ({ canvas, userEvent }) => {
    const panel = canvas.getByRole('group', { name: 'Buy or wait' });
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel).toHaveTextContent('Book now for Wed, Apr 29 · 18% chance waiting pays off');
    const chosen = within(panel).getByRole('radio', { name: 'Save the most' });
    await expect(chosen).toBeChecked();
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
  },
};
