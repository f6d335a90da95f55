import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AlertCard } from '@farewise/ui';

const meta = {
  title: 'Dashboard/AlertCard',
  component: AlertCard,
  args: { alert: { route: 'JFK → CDG', currentPrice: 512.4, targetPrice: 450, change: 13.87, trend: 'up' } },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <AlertCard {...args} />
    </div>
  ),
} satisfies Meta<typeof AlertCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AboveTarget: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Price alert JFK → CDG' });
    await expect(card).toHaveTextContent('Current, one way$512.40');
    await expect(card).toHaveTextContent('Target, one way$450.00');
    await expect(canvas.getByText(/\+13\.9% above target/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress to target' })).toHaveAttribute(
      'aria-valuenow',
      '86',
    );
  },
};

export const BelowTarget: Story = {
  args: { alert: { route: 'LAX → NRT', currentPrice: 742.1, targetPrice: 800, change: -7.24, trend: 'down' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/-7\.2% below target/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progress to target' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

export const ProgressAtZero: Story = {
  args: { alert: { route: 'ORD → BCN', currentPrice: 1300, targetPrice: 450, change: 188.89, trend: 'up' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progress to target' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const ProgressAtHundred: Story = {
  args: { alert: { route: 'BOS → LHR', currentPrice: 380, targetPrice: 380, change: 0, trend: 'stable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByText(/0\.0% at target/)).toBeVisible();
  },
};

export const Triggered: Story = {
  args: { ...BelowTarget.args, triggered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Target reached')).toBeVisible();
  },
};
