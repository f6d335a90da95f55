import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeading } from '@farewise/ui';

const meta = {
  title: 'Layout/PageHeading',
  component: PageHeading,
  args: {
    id: 'page-title',
    title: 'Price alerts',
    lead: 'Tell us the fare you want to pay. We check every route and email you when it gets there.',
  },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLead: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Price alerts' })).toHaveAttribute('id', 'page-title');
    await expect(canvas.getByText(/We check every route/)).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { lead: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Price alerts');
    await expect(canvas.queryByRole('paragraph')).not.toBeInTheDocument();
  },
};
