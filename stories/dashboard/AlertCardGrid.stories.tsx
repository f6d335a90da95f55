import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AlertCardGrid } from '@farewise/ui';
import { priceAlertFixtures } from '../fixtures/account';

const meta = {
  title: 'Dashboard/AlertCardGrid',
  component: AlertCardGrid,
  args: { alerts: priceAlertFixtures },
} satisfies Meta<typeof AlertCardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Alerts: Story = {
  play: async ({ canvas }) => {
    for (const alert of priceAlertFixtures) {
      await expect(canvas.getAllByText(new RegExp(`${alert.origin}.*${alert.destination}`)).length).toBeGreaterThan(0);
    }
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No price alerts yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a price alert' })).toHaveAttribute('href', '/price-alerts');
  },
};
