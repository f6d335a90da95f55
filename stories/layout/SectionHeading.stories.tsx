import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, SectionHeading } from '@farewise/ui';

const meta = {
  title: 'Layout/SectionHeading',
  component: SectionHeading,
  args: { id: 'featured', title: 'Featured Deals' },
} satisfies Meta<typeof SectionHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Featured Deals' })).toHaveAttribute('id', 'featured');
  },
};

export const WithLeadAndAction: Story = {
  args: { lead: 'Hand-picked savings, ending soon.', action: <Button variant="outline">View all</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hand-picked savings, ending soon.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View all' })).toBeVisible();
  },
};
