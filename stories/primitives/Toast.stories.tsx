import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, waitFor } from 'storybook/test';
import { Button, Toaster, useToast, type ToastMessage } from '@farewise/ui';

function Trigger({ messages }: { messages: ToastMessage[] }) {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {messages.map((message) => (
        <Button key={message.title} variant="outline" onClick={() => toast(message)}>
          Show “{message.title}”
        </Button>
      ))}
    </div>
  );
}

/** How long a toast stays (spec 01 §9). */
const TOAST_MS = 5000;

const completed: ToastMessage = { title: 'Flight search completed!', tone: 'positive' };
const failed: ToastMessage = {
  title: 'Search failed',
  description: 'Please try again with different airports',
  tone: 'critical',
};

const meta = {
  title: 'Primitives/Toast',
  component: Toaster,
  args: { children: null },
  render: () => <Trigger messages={[completed, failed]} />,
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Flight search completed/ }));
    await expect(await screen.findByText('Flight search completed!')).toBeVisible();
  },
};

export const Destructive: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Search failed/ }));
    const status = await screen.findByText('Search failed');
    await expect(status.parentElement).toHaveTextContent('Please try again with different airports');
  },
};

export const OneAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Flight search completed/ }));
    await screen.findByText('Flight search completed!');
    await userEvent.click(canvas.getByRole('button', { name: /Search failed/ }));
    await screen.findByText('Search failed');
    await expect(screen.queryByText('Flight search completed!')).not.toBeInTheDocument();
  },
};

export const DismissButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Flight search completed/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Flight search completed!')).not.toBeInTheDocument());
  },
};

export const F8FocusesTheToast: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Search failed/ }));
    await screen.findByText('Search failed');
    await userEvent.keyboard('[F8]');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /Notification/ })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
  },
};

export const SwipeRightDismisses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Flight search completed/ }));
    const toast = (await screen.findByText('Flight search completed!')).closest('li') as HTMLElement;
    // A 80 px drag to the right passes the 50 px threshold of spec 01 §9.
    fireEvent.pointerDown(toast, { clientX: 100, clientY: 10, pointerId: 1, button: 0 });
    fireEvent.pointerMove(toast, { clientX: 140, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 180, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 180, clientY: 10, pointerId: 1 });
    await waitFor(() => expect(screen.queryByText('Flight search completed!')).not.toBeInTheDocument());
  },
};

export const DisappearsAfterItsDuration: Story = {
  render: () => <Trigger messages={[{ ...completed, duration: 300 }]} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Flight search completed/ }));
    await screen.findAllByText('Flight search completed!');
    await waitFor(() => expect(screen.queryAllByText('Flight search completed!')).toHaveLength(0), { timeout: 3000 });
  },
};

export const NextToastLeavesAfterAClose: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Flight search completed/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Flight search completed!')).not.toBeInTheDocument());
    // Focus goes back to where it was, out of the toast region, whose pause would otherwise outlive the toast.
    await expect(canvas.getByRole('button', { name: /Flight search completed/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: /Search failed/ }));
    await screen.findByText('Search failed');
    const shown = performance.now();
    // The next toast stays its 5 s (spec 01 §9), then leaves by itself. The real clock: Radix times it with it.
    await waitFor(() => expect(screen.queryByText('Search failed')).not.toBeInTheDocument(), {
      timeout: TOAST_MS + 3000,
    });
    await expect(performance.now() - shown).toBeGreaterThan(TOAST_MS - 500);
  },
};

/** The toast region's code could not be fetched (offline, a new deploy): the toast still shows, and still leaves. */
export const WhenItsCodeCannotLoad: Story = {
  render: () => (
    <Toaster loadRegion={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))}>
      <Trigger messages={[completed, { ...failed, duration: 300 }]} />
    </Toaster>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Flight search completed/ }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Flight search completed!');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await expect(screen.queryByText('Flight search completed!')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Search failed/ }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Please try again with different airports');
    await waitFor(() => expect(screen.queryByText('Search failed')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
