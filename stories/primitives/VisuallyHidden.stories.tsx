import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input, VisuallyHidden } from '@farewise/ui';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Email address' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenLabel: Story = {
  render: () => (
    <div>
      <VisuallyHidden as="label" htmlFor="story-email">
        Email address
      </VisuallyHidden>
      <Input id="story-email" type="email" placeholder="you@example.com" />
    </div>
  ),
  play: async ({ canvas }) => {
    // Read as the field's name, but not drawn.
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    const label = canvas.getByText('Email address');
    await expect(label.tagName).toBe('LABEL');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
