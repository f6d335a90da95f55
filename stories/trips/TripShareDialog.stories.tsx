import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { TripShareDialog, type TripShareDialogProps } from '@farewise/ui';
import { modalLayerOpen } from '../fixtures/a11y';

const TOKEN = 'tq8Hn2VxLc4Rw7Jb1Kd9Fs6Mz3Yg5Pe0Ua8Ni2Ot4Xh';
const sharedLink = () => `${location.origin}/trips/shared/${TOKEN}`;

/** The dialog with the trip's token held here, as the organiser holds the saved trip: sharing sets it, stopping clears it. */
function ShareWithToken({ shareToken, onShare, onRevoke, ...props }: TripShareDialogProps) {
  const [token, setToken] = useState(shareToken);
  return (
    <TripShareDialog
      {...props}
      shareToken={token}
      onShare={async () => {
        const outcome = await onShare();
        if (outcome.ok) setToken(outcome.data.token);
        return outcome;
      }}
      onRevoke={async () => {
        const outcome = await onRevoke();
        if (outcome.ok) setToken(null);
        return outcome;
      }}
    />
  );
}

const meta = {
  title: 'Trips/TripShareDialog',
  component: ShareWithToken,
  args: {
    shareToken: null,
    onShare: fn(async () => ({ ok: true as const, data: { token: TOKEN } })),
    onRevoke: fn(async () => ({ ok: true as const, data: {} })),
    pending: false,
  },
  parameters: modalLayerOpen,
} satisfies Meta<typeof ShareWithToken>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const dialog = () => screen.getByRole('dialog', { name: 'Share this trip' });

async function openShare({ canvas, userEvent }: Context) {
  await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
  await screen.findByRole('dialog', { name: 'Share this trip' });
}

/**
 * Not shared yet: Create Link makes the link, copies it and shows it; Escape closes the dialog. (The play ends with it
 * closed: the link holds the page's origin, and the visual run serves the build on a random port.)
 */
export const NotShared: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await openShare(context);
    await expect(dialog()).toHaveAccessibleDescription('Anyone with the link can see the trip, but not change it.');
    await expect(within(dialog()).queryByLabelText('Read-only link')).not.toBeInTheDocument();
    await expect(within(dialog()).queryByRole('button', { name: 'Stop Sharing' })).not.toBeInTheDocument();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Create Link' }));
      await expect(args.onShare).toHaveBeenCalledOnce();
      const field = await within(dialog()).findByLabelText('Read-only link');
      await expect(field).toHaveValue(sharedLink());
      await expect(field).toHaveAttribute('readonly');
      await expect(writeText).toHaveBeenCalledWith(sharedLink());
      await expect(await within(dialog()).findByRole('status')).toHaveTextContent('Link copied to the clipboard.');
    } finally {
      writeText.mockRestore();
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** Shared: the read-only link is there to copy; Stop Sharing revokes it and offers Create Link again. */
export const Shared: Story = {
  args: { shareToken: TOKEN },
  play: async (context) => {
    const { args, userEvent } = context;
    await openShare(context);
    const field = within(dialog()).getByLabelText('Read-only link');
    await expect(field).toHaveValue(sharedLink());
    await expect(field).toHaveAttribute('readonly');
    await expect(within(dialog()).getByRole('button', { name: 'Copy Link' })).toBeEnabled();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Stop Sharing' }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
    await expect(args.onShare).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog()).queryByLabelText('Read-only link')).not.toBeInTheDocument());
    await expect(within(dialog()).getByRole('button', { name: 'Create Link' })).toBeVisible();
    await expect(within(dialog()).getByRole('button', { name: 'Create Link' })).toHaveFocus();
  },
};
