import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConfirmDelete } from '@farewise/ui';

const meta = {
  title: 'Trips/ConfirmDelete',
  component: ConfirmDelete,
  args: {
    action: 'Delete this trip…',
    question: 'Delete “Spring in Lisbon” with its itinerary, expenses and documents? This cannot be undone.',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDelete>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The action asks first; Delete Trip confirms. */
export const Confirm: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete this trip…' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('This cannot be undone.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Trip' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Keep Trip goes back, with focus on the action again, and nothing is deleted. */
export const Keep: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete this trip…' }));
    await expect(canvas.getByRole('button', { name: 'Keep Trip' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep Trip' }));
    await expect(canvas.getByRole('button', { name: 'Delete this trip…' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
