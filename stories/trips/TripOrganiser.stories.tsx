import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { TripTab } from '@farewise/contracts';
import { TripOrganiser } from '@farewise/ui';
import { authHandlers } from '../fixtures/handlers';
import { tripHandlers } from '../fixtures/tripHandlers';

/** The organiser with its selection held in state, as the app holds it in the URL. */
function OrganiserInState({ onNavigate }: { onNavigate: (selection: { trip?: string; tab: TripTab }) => void }) {
  const [selection, setSelection] = useState<{ trip?: string; tab: TripTab }>({ tab: 'overview' });
  return (
    <TripOrganiser
      selectedId={selection.trip}
      tab={selection.tab}
      onNavigate={(next) => {
        setSelection(next);
        onNavigate(next);
      }}
    />
  );
}

const meta = {
  title: 'Trips/TripOrganiser',
  component: OrganiserInState,
  args: { onNavigate: fn() },
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...tripHandlers()] } },
} satisfies Meta<typeof OrganiserInState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first trip opens; picking another trip and a tab reports the selection. */
export const PickATripAndTab: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Spring in Lisbon' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tokyo in autumn/ }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Tokyo in autumn' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Documents' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith({
      trip: '1c9e4d2f-5e3b-4d7c-8f2a-3b4c5d6e7f80',
      tab: 'documents',
    });
    await expect(canvas.getByRole('list', { name: 'Document checklist' })).toBeVisible();
  },
};

/** Signed out, it asks the traveller to sign in. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: [authHandlers.signedOut(), ...tripHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sign in to plan trips/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  },
};
