import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton, Icons } from '@farewise/ui';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Notifications', icon: <Icons.Bell size={20} />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await expect(button).toHaveAttribute('title', 'Notifications');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Outline: Story = {
  args: { variant: 'outline' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

export const Hover: Story = {
  parameters: { pseudo: { hover: true } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
