import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, Button, Inline } from '@farewise/ui';

const tags = ['Beach', 'Trending', 'Direct flights', 'Family friendly', 'Under $500', 'Warm in March'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'sm',
    children: tags.map((tag) => <Badge key={tag}>{tag}</Badge>),
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badges = tags.map((tag) => canvas.getByText(tag));
    const lefts = badges.map((badge) => badge.getBoundingClientRect().left);
    // Side by side, in order, 8 px (`sm`) apart.
    await expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
    await expect(Math.round(lefts[1]! - badges[0]!.getBoundingClientRect().right)).toBe(8);
  },
};

export const Wraps: Story = {
  render: (args) => (
    <div style={{ width: 220 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText(tags[0]!).getBoundingClientRect();
    const last = canvas.getByText(tags.at(-1)!).getBoundingClientRect();
    // Out of room, the items go on a new line, 8 px under the first.
    await expect(last.top).toBeGreaterThanOrEqual(first.bottom + 8);
    await expect(getComputedStyle(canvas.getByText(tags[0]!).parentElement!).rowGap).toBe('8px');
  },
};

export const AlignRightCentred: Story = {
  args: {
    space: 'md',
    align: 'right',
    alignY: 'center',
    children: [
      <Button key="sm" size="sm" variant="outline">
        Cancel
      </Button>,
      <Button key="lg" size="lg">
        Save Search
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    const save = canvas.getByRole('button', { name: 'Save Search' });
    const row = save.parentElement!.getBoundingClientRect();
    const saveBox = save.getBoundingClientRect();
    await expect(Math.round(row.right - saveBox.right)).toBe(0);
    // Different heights, one centre line.
    await expect(Math.abs(cancel.top + cancel.height / 2 - (saveBox.top + saveBox.height / 2))).toBeLessThanOrEqual(1);
  },
};
