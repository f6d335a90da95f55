import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from '@farewise/ui';

const meta = { title: 'Layout/NotFound', component: NotFound } satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse destinations' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Browse destinations' })).toHaveAttribute('href', '/destinations');
  },
};
