import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button, Dialog, DialogClose } from '@farewise/ui';
import { modalLayerOpen } from '../fixtures/a11y';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Create New Trip',
    description: 'Step 1 of 6: Trip Basics',
    trigger: <Button>New Trip</Button>,
    onOpenChange: fn(),
    children: <p>Give your trip a title and a destination.</p>,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button>Next</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'New Trip' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  parameters: modalLayerOpen,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Trip' });
    await expect(dialog).toHaveAccessibleDescription('Step 1 of 6: Trip Basics');
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const EscapeClosesAndRestoresFocus: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'New Trip' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CancelButtonCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Trip' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FocusStaysInside: Story = {
  parameters: modalLayerOpen,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Trip' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const LongContent: Story = {
  parameters: modalLayerOpen,
  args: {
    size: 'lg',
    children: Array.from({ length: 30 }, (_, i) => <p key={i}>Day {i + 1}: sightseeing, food and a museum visit.</p>),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Trip' }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};
