import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BestMonthCard } from '@farewise/ui';

const meta = {
  title: 'Flights/BestMonthCard',
  component: BestMonthCard,
  args: { recommendation: { month: 'September 2026', savings: 61.7, confidence: 92 } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <BestMonthCard {...args} />
    </div>
  ),
} satisfies Meta<typeof BestMonthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

// Badge text colours of the light theme's success, warning and danger tokens (spec 01 §9: green, yellow, orange).
const GREEN = 'rgb(21, 112, 58)';
const AMBER = 'rgb(161, 74, 6)';
const RED = 'rgb(180, 35, 24)';

export const HighConfidence: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Best month to fly' });
    await expect(card).toHaveTextContent('September 2026');
    await expect(card).toHaveTextContent('Save $61.70 compared with today’s fare');
    await expect(getComputedStyle(canvas.getByText('92% confidence')).color).toBe(GREEN);
  },
};

export const MediumConfidence: Story = {
  args: { recommendation: { month: 'October 2026', savings: 24, confidence: 84 } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('84% confidence')).color).toBe(AMBER);
  },
};

export const LowConfidence: Story = {
  args: { recommendation: { month: 'January 2027', savings: 8.5, confidence: 62 } },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('62% confidence')).color).toBe(RED);
    await expect(canvas.getByRole('region', { name: 'Best month to fly' })).toHaveTextContent('Save $8.50');
  },
};

export const NoSaving: Story = {
  args: { recommendation: { month: 'May 2026', savings: 0, confidence: 90 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today’s fare is already as low as it gets this year')).toBeVisible();
  },
};
