import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from '@farewise/ui';

const meta = { title: 'Layout/BrandMark', component: BrandMark } satisfies Meta<typeof BrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('span');
    await expect(mark).toHaveTextContent('Farewise');
    // The plane is decoration; the name alone is read.
    await expect(mark?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
