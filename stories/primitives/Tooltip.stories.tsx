import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { IconButton, Icons, Tooltip } from '@farewise/ui';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Prices include taxes and fees',
    children: <IconButton label="About prices" icon={<Icons.Info size={18} />} />,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Prices include taxes and fees');
  },
};

export const OnHoverAfterDelay: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'About prices' }));
    // Opens after the 700 ms delay of spec 01 §9, not at once.
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeInTheDocument(), { timeout: 2000 });
  },
};

export const EscapeCloses: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
