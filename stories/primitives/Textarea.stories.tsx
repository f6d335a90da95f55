import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Textarea } from '@farewise/ui';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message', placeholder: 'How can we help?' },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'First line{Enter}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue: Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of a long message about a delayed flight.`).join(
      '\n',
    ),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};
