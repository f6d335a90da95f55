import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { UpdateUserRequest } from '@farewise/contracts';
import { expect, screen, waitFor, within } from 'storybook/test';
import { SaveRecommendation } from '@farewise/ui';
import { mexicoCityDestinationCard, tokyoTimingCard } from '../fixtures/ai';
import { modalLayerOpen } from '../fixtures/a11y';
import { authHandlers, saveRecommendationHandlers } from '../fixtures/handlers';
import { expectToast, saveButton } from './steps';

/** What the save handlers were sent, per story. */
const sentBy = () => ({ savedSearches: [] as unknown[], userChanges: [] as UpdateUserRequest[] });
const routeSave = sentBy();
const destinationSave = sentBy();
const signedOutSave = sentBy();

const meta = {
  title: 'AI/SaveRecommendation',
  component: SaveRecommendation,
  args: { card: tokyoTimingCard },
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...saveRecommendationHandlers(routeSave)] } },
} satisfies Meta<typeof SaveRecommendation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, a timing card is saved at once as a saved search of its route; Save then reads "Saved", done. */
export const SignedInRoute: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await saveButton(canvas, tokyoTimingCard.title));
    await expectToast('Saved', 'Fly New York → Tokyo in October is in your saved searches.');
    const saved = canvas.getByRole('button', { name: 'Saved Fly New York → Tokyo in October' });
    await expect(saved).toBeDisabled();
    await expect(routeSave.savedSearches.at(-1)).toEqual({
      name: 'Fly New York → Tokyo in October',
      origin: 'JFK',
      destination: 'HND',
    });
  },
};

/** Signed in, a destination card joins the favourite destinations. */
export const SignedInDestination: Story = {
  args: { card: mexicoCityDestinationCard },
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...saveRecommendationHandlers(destinationSave)] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await saveButton(canvas, mexicoCityDestinationCard.title));
    await expectToast('Saved', 'Mexico City fits your budget is in your favourite destinations.');
    await expect(canvas.getByRole('button', { name: 'Saved Mexico City fits your budget' })).toBeDisabled();
    await expect(destinationSave.userChanges.at(-1)).toEqual({
      preferences: { favoriteDestinations: ['Mexico City'] },
    });
    await expect(destinationSave.savedSearches).toEqual([]);
  },
};

/** Signed out, Save offers sign-in in a dialog; once logged in, the card is saved without asking again. */
export const SignedOutSignsInThenSaves: Story = {
  parameters: {
    msw: {
      handlers: [authHandlers.signedOut(), authHandlers.loginSucceeds(), ...saveRecommendationHandlers(signedOutSave)],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await saveButton(canvas, tokyoTimingCard.title));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save' });
    await expect(dialog).toHaveTextContent(
      "Log in and we'll add Fly New York → Tokyo in October to your saved searches.",
    );
    await expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth');
    await expect(signedOutSave.savedSearches).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Username or email/), 'ada_travels');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'correct-horse-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectToast('Saved', 'Fly New York → Tokyo in October is in your saved searches.');
    await expect(canvas.getByRole('button', { name: 'Saved Fly New York → Tokyo in October' })).toBeDisabled();
    await expect(signedOutSave.savedSearches.at(-1)).toMatchObject({ origin: 'JFK', destination: 'HND' });
  },
};

/** Signed out: the sign-in dialog Save opens, with a way to create an account; nothing is saved yet. */
export const SignedOutDialog: Story = {
  parameters: { msw: { handlers: [authHandlers.signedOut()] }, ...modalLayerOpen },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await saveButton(canvas, tokyoTimingCard.title));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save' });
    await expect(within(dialog).getByLabelText(/Username or email/)).toBeVisible();
  },
};

/** The API refuses: the toast gives its reason, and Save stays to try again. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        authHandlers.signedIn(),
        http.post('/api/saved-searches', () =>
          HttpResponse.json({ message: 'Database unavailable', code: 'internal' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const save = await saveButton(canvas, tokyoTimingCard.title);
    await userEvent.click(save);
    await expectToast('Could not save', 'Database unavailable');
    await waitFor(() => expect(save).toBeEnabled());
  },
};
