import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from '@farewise/ui';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Email notifications', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Email notifications'));
    await expect(toggle).not.toBeChecked();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email notifications' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
  },
};
