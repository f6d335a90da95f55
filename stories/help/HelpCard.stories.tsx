import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, Button, HelpCard } from '@farewise/ui';

const meta = {
  title: 'Help/HelpCard',
  component: HelpCard,
  args: {
    lead: <Badge tone="neutral">Guide</Badge>,
    title: 'Booking Guide',
    children: 'How to find the cheapest fare for your dates, step by step.',
    action: <Button variant="outline">Read Guide</Button>,
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <HelpCard {...args} />
    </div>
  ),
} satisfies Meta<typeof HelpCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Booking Guide')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Read Guide' })).toHaveFocus();
  },
};

/** As an `article` named by its title, led by a badge. */
export const Article: Story = {
  args: { as: 'article', titleId: 'guide-title', lead: <Badge tone="info">Video</Badge> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Booking Guide' })).toBeVisible();
    await expect(canvas.getByText('Video')).toBeVisible();
  },
};
