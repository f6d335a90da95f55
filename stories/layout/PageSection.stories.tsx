import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSection } from '@farewise/ui';

const meta = {
  title: 'Layout/PageSection',
  component: PageSection,
  parameters: { layout: 'fullscreen' },
  args: { as: 'section', 'aria-label': 'Trending destinations', children: <p>Cards go here.</p> },
} satisfies Meta<typeof PageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContentWidth: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Trending destinations' });
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
    await expect(getComputedStyle(section).marginLeft).toBe(getComputedStyle(section).marginRight);
  },
};
