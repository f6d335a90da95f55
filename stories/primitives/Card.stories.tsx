import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Card } from '@farewise/ui';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    children: (
      <>
        <h3 id="card-title">Lisbon, Portugal</h3>
        <p>Average round trip $612.00 — 18% below last month.</p>
        <Button size="sm">Explore</Button>
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Elevated: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Lisbon, Portugal' });
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

export const Outlined: Story = {
  args: { variant: 'outlined' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('article')).boxShadow).toBe('none');
  },
};

export const Muted: Story = {
  args: { variant: 'muted', padding: 'lg' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('article')).paddingTop).toBe('24px');
  },
};

export const InteractiveFocusWithin: Story = {
  args: { interactive: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Explore' })).toHaveFocus();
  },
};
