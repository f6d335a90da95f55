import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '@farewise/ui';

const meta = { title: 'Primitives/Badge', component: Badge, args: { children: 'Trending' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones = ['neutral', 'info', 'positive', 'caution', 'critical', 'promote'] as const;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = new Set(tones.map((tone) => getComputedStyle(canvas.getByText(tone)).backgroundColor));
    await expect(colours.size).toBe(tones.length);
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trending')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { children: 'Best Price — 23% below the typical fare', tone: 'positive' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText(/Best Price/);
    await expect(badge.getBoundingClientRect().height).toBeLessThan(30);
  },
};
