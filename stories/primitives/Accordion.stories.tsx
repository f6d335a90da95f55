import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion } from '@farewise/ui';

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: {
    items: [
      { value: 'fees', title: 'Do you charge booking fees?', content: 'No. Farewise never adds booking fees.' },
      { value: 'plans', title: 'Can I pay in instalments?', content: 'Payment plans are offered on trips over $500.' },
      { value: 'ahead', title: 'How far ahead can I search?', content: 'Flights are shown up to 11 months ahead.' },
    ],
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Do you charge booking fees?' }));
    await expect(canvas.getByText('No. Farewise never adds booking fees.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Can I pay in instalments?' }));
    await expect(canvas.getByRole('button', { name: 'Do you charge booking fees?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByText('Payment plans are offered on trips over $500.')).toBeVisible();
  },
};

export const Collapsible: Story = {
  args: { defaultValue: 'ahead' },
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'How far ahead can I search?' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: 'Can I pay in instalments?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};
