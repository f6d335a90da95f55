import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GuideCard } from '@farewise/ui';
import { guideFixtures } from '../fixtures/help';

const meta = {
  title: 'Help/GuideCard',
  component: GuideCard,
  args: { guide: guideFixtures[0]! },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <GuideCard {...args} />
    </div>
  ),
} satisfies Meta<typeof GuideCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Beginner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Set up price alerts' })).toBeVisible();
    await expect(canvas.getByText('Beginner')).toBeVisible();
    await expect(canvas.getByText('3 min')).toBeVisible();
    await expect(canvas.getByText('3 steps')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Guide' })).toHaveAttribute('href', '/price-alerts');
  },
};

export const Advanced: Story = {
  args: { guide: guideFixtures[1]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Advanced')).toBeVisible();
    await expect(canvas.getByText('7 steps')).toBeVisible();
  },
};
