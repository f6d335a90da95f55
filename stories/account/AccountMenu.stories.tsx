import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AccountMenu } from '@farewise/ui';
import { authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Account/AccountMenu',
  component: AccountMenu,
  parameters: { msw: { handlers: [authHandlers.signedIn(), authHandlers.logout()] } },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  parameters: { msw: { handlers: [authHandlers.checking()] } },
  play: async ({ canvas }) => {
    // Until the session is known, the header offers Sign In rather than flickering.
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  },
};

export const SignedOut: Story = {
  parameters: { msw: { handlers: [authHandlers.signedOut()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  },
};

export const SignedInMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account: ada_travels' }));
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Price Alerts', '/price-alerts'],
      ['Profile', '/auth'],
    ]);
    await expect(within(menu).getByRole('button', { name: 'Log Out' })).not.toHaveAttribute('aria-disabled');
  },
};

export const LogOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account: ada_travels' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', { name: 'Log Out' }),
    );
    const signIn = await canvas.findByRole('link', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    // The menu that held focus is gone: focus moves to Sign In, not to the page.
    await expect(signIn).toHaveFocus();
    await expect(await screen.findByText('Logged Out', { selector: 'li *' })).toBeVisible();
  },
};

/** The log-out requests the story's server has seen; emptied as the story starts. */
const logOutRequests: Request[] = [];

export const LoggingOut: Story = {
  parameters: { msw: { handlers: [authHandlers.signedIn(), authHandlers.logoutSlow(logOutRequests)] } },
  play: async ({ canvas, userEvent }) => {
    logOutRequests.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Account: ada_travels' }));
    const logOut = within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', {
      name: 'Log Out',
    });
    await userEvent.click(logOut);
    // At work: marked unavailable, yet it keeps focus, and a second press sends nothing more.
    await waitFor(() => expect(logOut).toHaveAttribute('aria-disabled', 'true'));
    await expect(logOut).toHaveFocus();
    await waitFor(() => expect(logOutRequests).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(logOutRequests).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  },
};

/** Released by the story: the log-out ends when the story says so. */
let releaseLogOut = () => {};
let logOutReleased = Promise.resolve();

export const LogOutWhileTypingElsewhere: Story = {
  decorators: [
    (Story) => (
      <>
        {Story()}
        <input aria-label="Notes" />
      </>
    ),
  ],
  parameters: { msw: { handlers: [authHandlers.signedIn(), authHandlers.logoutWhen(() => logOutReleased)] } },
  play: async ({ canvas, userEvent }) => {
    logOutReleased = new Promise((resolve) => (releaseLogOut = resolve));
    await userEvent.click(await canvas.findByRole('button', { name: 'Account: ada_travels' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', { name: 'Log Out' }),
    );
    // While the log-out is under way the user goes on elsewhere; its end must not pull them away.
    const notes = canvas.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.keyboard('Lisbon');
    releaseLogOut();
    await expect(await canvas.findByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(notes).toHaveFocus();
    await expect(notes).toHaveValue('Lisbon');
  },
};

export const LogOutFails: Story = {
  parameters: { msw: { handlers: [authHandlers.signedIn(), authHandlers.logoutFails()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account: ada_travels' }));
    const logOut = within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', {
      name: 'Log Out',
    });
    await userEvent.click(logOut);
    await expect(await screen.findByText('Logout failed', { selector: 'li *' })).toBeVisible();
    // Still signed in: the menu stays, and Log Out keeps focus, ready to be pressed again.
    await expect(logOut).not.toHaveAttribute('aria-disabled');
    await expect(logOut).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  },
};
