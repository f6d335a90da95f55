import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button, Popover } from '@farewise/ui';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    label: 'Fare details',
    trigger: <Button variant="outline">Fare details</Button>,
    children: <p>Economy Light: one personal item, no checked bag, changes for a fee.</p>,
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Fare details' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fare details' }));
    const panel = await screen.findByRole('dialog', { name: 'Fare details' });
    await expect(panel).toHaveTextContent('no checked bag');
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Fare details' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Fare details' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Pressing the trigger of an open popover closes it (it is not a press outside), and the trigger keeps focus. */
export const TriggerClosesIt: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Fare details' });
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Fare details' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

/** A press on another control closes the popover and leaves focus on that control, not on the trigger. */
export const PressElsewhereKeepsFocusThere: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 16 }}>
        <Story />
        <Button variant="ghost">Compare fares</Button>
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fare details' }));
    await screen.findByRole('dialog', { name: 'Fare details' });
    const elsewhere = canvas.getByRole('button', { name: 'Compare fares' });
    await userEvent.click(elsewhere);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(elsewhere).toHaveFocus();
  },
};
