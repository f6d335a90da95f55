import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DashboardOverview } from '@farewise/ui';
import { priceAlertFixtures, savedSearchFixtures } from '../fixtures/account';

const meta = {
  title: 'Dashboard/DashboardOverview',
  component: DashboardOverview,
  args: { alerts: priceAlertFixtures, searches: savedSearchFixtures },
} satisfies Meta<typeof DashboardOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvas }) => {
    const savedSearches = canvas.getByText('Saved searches').nextElementSibling;
    await expect(savedSearches).toHaveTextContent(String(savedSearchFixtures.length));
    for (const label of ['Active alerts', 'Targets reached', 'Potential savings']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saved searches').closest('dl')).toHaveAttribute('aria-busy', 'true');
  },
};
