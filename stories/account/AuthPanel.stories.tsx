import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { AuthPanel } from '@farewise/ui';
import { authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Account/AuthPanel',
  component: AuthPanel,
  parameters: {
    msw: { handlers: [authHandlers.signedOut(), authHandlers.loginSucceeds(), authHandlers.logout()] },
  },
} satisfies Meta<typeof AuthPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingSession: Story = {
  parameters: { msw: { handlers: [authHandlers.checking()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking your session' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SignedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(canvas.getByRole('form', { name: 'Sign up' })).toBeVisible();
  },
};

export const LogInThenOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Username or email/ }), 'ada_travels');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'voyage2026{enter}');
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(await canvas.findByRole('tab', { name: 'Log In' })).toBeVisible();
    await expect(await screen.findByText('Logged Out', { selector: 'li *' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { msw: { handlers: [authHandlers.signedIn()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
  },
};
