import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { LoginForm } from '@farewise/ui';
import { userFixture } from '../fixtures/account';
import { authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { onSuccess: fn() },
  parameters: { msw: { handlers: [authHandlers.loginSucceeds()] } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <LoginForm {...args} />
    </div>
  ),
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Username or email/ })).toHaveValue('');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByText('Username or email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Username or email/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [authHandlers.loginSlow()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username or email/ }), 'ada_travels');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'voyage2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [authHandlers.loginFails()] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username or email/ }), 'ada_travels');
    // Enter submits from the field, which keeps focus while the button is briefly disabled: a stable screenshot.
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-pass1{enter}');
    await expect(await screen.findByText('Login Failed', { selector: 'li *' })).toBeVisible();
    await expect(screen.getByText('Invalid username or password', { selector: 'li *' })).toBeVisible();
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: /Username or email/ })).toHaveValue('ada_travels');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username or email/ }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'voyage2026{enter}');
    await expect(await screen.findByText('Login Successful! Welcome back.', { selector: 'li *' })).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledWith(userFixture);
  },
};
