import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SupportHours } from '@farewise/ui';

const meta = { title: 'Contact/SupportHours', component: SupportHours } satisfies Meta<typeof SupportHours>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Support hours' })).toBeVisible();
    await expect(canvas.getByText('6 AM – 10 PM EST')).toBeVisible();
    await expect(canvas.getByText('8 AM – 6 PM EST')).toBeVisible();
    await expect(canvas.getByText(/within 24 hours/)).toBeVisible();
  },
};
