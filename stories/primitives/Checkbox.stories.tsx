import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '@farewise/ui';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Round trip', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Round trip' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Round trip' });
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Round trip'));
    await expect(box).not.toBeChecked();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Round trip' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Round trip' });
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { label: 'Send me deal alerts for every destination on my favourites list, including weekend getaways' },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /deal alerts/ })).toBeVisible();
  },
};
