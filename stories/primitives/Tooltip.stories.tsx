import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { IconButton, Icons, Tooltip, TooltipProvider } from '@farewise/ui';

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

/**
 * Tooltips in one `TooltipProvider`: pointing at the next within 300 ms of one closing opens it at once (spec 01 §9).
 */
export const SkipsTheDelayWithinAGroup: Story = {
  render: (args) => (
    <TooltipProvider>
      <div style={{ display: 'flex', gap: 16 }}>
        <Tooltip {...args} />
        <Tooltip content="Fares are for the dates shown">
          <IconButton label="About fare dates" icon={<Icons.Calendar size={18} />} />
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const at = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    };
    const first = canvas.getByRole('button', { name: 'About prices' });
    const next = canvas.getByRole('button', { name: 'About fare dates' });
    await userEvent.pointer({ target: first, coords: at(first) });
    await screen.findByRole('tooltip', { name: 'Prices include taxes and fees' }, { timeout: 2000 });
    // Closed with Escape, so no path from the button to its tooltip keeps it open while the pointer moves on.
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.pointer({ target: next, coords: at(next) });
    // Sooner than the 700 ms a first tooltip waits.
    await screen.findByRole('tooltip', { name: 'Fares are for the dates shown' }, { timeout: 600 });
  },
};
