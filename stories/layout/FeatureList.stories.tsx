import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureList, Icons } from '@farewise/ui';

const meta = {
  title: 'Layout/FeatureList',
  component: FeatureList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FeatureList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Why travellers pay less with Farewise' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    await expect(titles).toEqual([
      'Price prediction',
      'Cheaper alternatives',
      'Flexible dates',
      'Price alerts',
      'Smart trip planner',
      'No booking fees',
    ]);
  },
};

export const Custom: Story = {
  args: {
    features: [
      { icon: Icons.Bell, title: 'Alerts by email', description: 'A message when the fare drops below your target.' },
      { icon: Icons.Calendar, title: 'Calendar', description: 'The cheapest day of each month at a glance.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Alerts by email' })).toBeVisible();
  },
};
