import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
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
    await expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeEnabled();
  },
};

export const LogOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account: ada_travels' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', { name: 'Log Out' }),
    );
    await expect(await canvas.findByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(await screen.findByText('Logged Out', { selector: 'li *' })).toBeVisible();
  },
};
