import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, EmptyState } from '@farewise/ui';

const meta = {
  title: 'Layout/EmptyState',
  component: EmptyState,
  args: { title: 'No deals found', text: 'Try adjusting your search criteria or browse our featured deals above.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndText: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No deals found' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Try adjusting your search criteria');
  },
};

const clear = fn();
export const WithAction: Story = {
  args: { action: <Button onClick={clear}>Clear Filters</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(clear).toHaveBeenCalledOnce();
  },
};
