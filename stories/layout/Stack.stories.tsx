import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, Card, Stack } from '@farewise/ui';

const steps = ['Pick your airports', 'Choose flexible dates', 'Set a price alert'];

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'lg',
    children: steps.map((step) => (
      <Card key={step} variant="outlined">
        {step}
      </Card>
    )),
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The `top` of each item, in order. */
const tops = (items: HTMLElement[]) => items.map((item) => item.getBoundingClientRect().top);

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = steps.map((step) => canvas.getByText(step));
    const [first, second, third] = tops(items);
    // One under another, in order, 16 px (`lg`) apart.
    await expect(first!).toBeLessThan(second!);
    await expect(second!).toBeLessThan(third!);
    await expect(Math.round(second! - items[0]!.getBoundingClientRect().bottom)).toBe(16);
    await expect(getComputedStyle(items[0]!.parentElement!).rowGap).toBe('16px');
  },
};

export const Dividers: Story = {
  args: {
    as: 'ul',
    space: 'md',
    dividers: true,
    'aria-label': 'Steps',
    children: steps.map((step) => <li key={step}>{step}</li>),
  },
  play: async ({ canvas }) => {
    // Three steps in order, with the dividers hidden from the list a screen reader hears.
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(steps);
    const list = canvas.getByRole('list', { name: 'Steps' });
    await expect(list.children).toHaveLength(5);
    const divider = list.children[1] as HTMLElement;
    await expect(divider).toHaveAttribute('aria-hidden', 'true');
    await expect(divider.getBoundingClientRect().height).toBe(1);
  },
};

export const AlignCenter: Story = {
  args: {
    space: 'sm',
    align: 'center',
    children: [
      <Badge key="badge" tone="positive">
        Best month
      </Badge>,
      <h3 key="title">March</h3>,
    ],
  },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Best month');
    const stack = badge.parentElement!.getBoundingClientRect();
    const box = badge.getBoundingClientRect();
    // The badge keeps its own width, centred in the stack.
    await expect(box.width).toBeLessThan(stack.width / 2);
    await expect(Math.abs(box.left - stack.left - (stack.right - box.right))).toBeLessThanOrEqual(1);
  },
};
