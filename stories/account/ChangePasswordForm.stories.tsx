import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChangePasswordRequest } from '@farewise/contracts';
import { expect, fn, waitFor } from 'storybook/test';
import { ChangePasswordForm } from '@farewise/ui';
import { userFixture } from '../fixtures/account';
import { authHandlers } from '../fixtures/handlers';
import { phoneGlobals } from '../phone';

/** What `POST /api/auth/password` was sent, per story (emptied before each). */
const sent: ChangePasswordRequest[] = [];

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSuccess: fn() },
  parameters: { msw: { handlers: [authHandlers.passwordChanges(sent)] } },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const CURRENT = 'voyage2026';
const NEW = 'horizon2027';
const CONFIRMATION = 'Password changed. Other devices have been signed out.';

/** The three password fields, by their labels (password fields have no textbox role). */
function fields({ canvas }: Pick<Context, 'canvas'>) {
  return {
    current: canvas.getByLabelText(/^Current password/),
    next: canvas.getByLabelText(/^New password/),
    confirm: canvas.getByLabelText(/^Confirm new password/),
  };
}

const submitButton = ({ canvas }: Pick<Context, 'canvas'>) => canvas.getByRole('button', { name: 'Change Password' });

/** Types the three passwords as a traveller would (a field left out of `values` keeps what it has). */
async function fill(context: Context, values: { current?: string; next?: string; confirm?: string }) {
  const { userEvent } = context;
  const inputs = fields(context);
  for (const key of ['current', 'next', 'confirm'] as const) {
    const value = values[key];
    if (value === undefined) continue;
    await userEvent.clear(inputs[key]);
    if (value) await userEvent.type(inputs[key], value);
  }
}

type Typed = { current: string; next: string; confirm: string };
const VALID: Typed = { current: CURRENT, next: NEW, confirm: NEW };

/** Types the passwords and presses Change Password. */
async function submit(context: Context, values: Typed = VALID) {
  await fill(context, values);
  await context.userEvent.click(submitButton(context));
}

/** Nothing typed is lost: each field still holds what was typed. */
async function expectKept(context: Context, values: Typed = VALID) {
  const inputs = fields(context);
  for (const key of ['current', 'next', 'confirm'] as const) await expect(inputs[key]).toHaveValue(values[key]);
}

/** Three empty password fields with the browser's password-manager hints, and the rule for the new one. */
export const Empty: Story = {
  play: async (context) => {
    const { current, next, confirm } = fields(context);
    for (const field of [current, next, confirm]) {
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toBeRequired();
    }
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(next).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    await expect(next).toHaveAccessibleDescription(
      'At least 8 characters, with letters and numbers; not your current one',
    );
    await expect(submitButton(context)).toBeEnabled();
    await expect(context.canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/**
 * The form's own checks, before anything is sent: a new password that is too short, one that repeats the current
 * one, and a confirmation that does not match. Each message is tied to its field, and nothing typed is lost.
 */
export const ClientValidation: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const { current, next, confirm } = fields(context);

    await fill(context, { current: CURRENT, next: 'abc123', confirm: 'abc123' });
    await userEvent.click(submitButton(context));
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveAccessibleDescription(/^Password must be at least 8 characters/);

    await fill(context, { next: CURRENT, confirm: CURRENT });
    await userEvent.click(submitButton(context));
    await expect(await canvas.findByText('New password must differ from the current one')).toBeVisible();
    await expect(next).toHaveAccessibleDescription(/^New password must differ from the current one/);

    await fill(context, { next: NEW, confirm: 'horizon2028' });
    await userEvent.click(submitButton(context));
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expect(next).not.toHaveAttribute('aria-invalid');
    await expect(current).not.toHaveAttribute('aria-invalid');

    await expectKept(context, { current: CURRENT, next: NEW, confirm: 'horizon2028' });
    await expect(sent).toEqual([]);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The server says the current password is wrong: the message is under Current password, which takes focus. */
export const WrongCurrentPassword: Story = {
  parameters: { msw: { handlers: [authHandlers.passwordWrong()] } },
  play: async (context) => {
    const { canvas, args } = context;
    const { current, next } = fields(context);
    const typed = { ...VALID, current: 'voyage2025' };
    await submit(context, typed);
    await expect(await canvas.findByText('Current password is incorrect')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('Current password is incorrect');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(next).not.toHaveAttribute('aria-invalid');
    // Nothing typed is lost, and no other alert competes with the field's message.
    await expectKept(context, typed);
    await expect(canvas.queryByText(/Your password wasn’t changed/)).not.toBeInTheDocument();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Too many attempts (429): the server's reason is in an alert, which takes focus; what was typed stays. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: [authHandlers.passwordRateLimited()] } },
  play: async (context) => {
    const { canvas, args } = context;
    await submit(context);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Your password wasn’t changed. Too many login attempts. Try again in 60 seconds.',
    );
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    for (const field of Object.values(fields(context))) await expect(field).not.toHaveAttribute('aria-invalid');
    await expectKept(context);
    await waitFor(() => expect(submitButton(context)).toBeEnabled());
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** No answer at all (offline): the alert says to check the connection; what was typed stays. */
export const Offline: Story = {
  parameters: { msw: { handlers: [authHandlers.passwordOffline()] } },
  play: async (context) => {
    await submit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Your password wasn’t changed. We couldn’t reach Farewise. Check your connection and try again.',
    );
    await expectKept(context);
  },
};

/** While the change is sent the button says so, is busy and cannot be pressed again. */
export const Pending: Story = {
  parameters: { msw: { handlers: [authHandlers.passwordSlow()] } },
  play: async (context) => {
    await submit(context);
    const busy = await context.canvas.findByRole('button', { name: 'Changing password…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expectKept(context);
  },
};

/** The change goes through: the confirmation is shown and read out, the fields are cleared, and only the two passwords are sent. */
export const Success: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await submit(context);
    const confirmation = await canvas.findByRole('status');
    await expect(confirmation).toHaveTextContent(CONFIRMATION);
    await waitFor(() => expect(confirmation.parentElement).toHaveFocus());
    for (const field of Object.values(fields(context))) await expect(field).toHaveValue('');
    await expect(sent).toEqual([{ currentPassword: CURRENT, newPassword: NEW }]);
    await expect(args.onSuccess).toHaveBeenCalledWith(userFixture);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** By keyboard alone: Tab goes current → new → confirm → the button, and Enter in a field sends the change. */
export const Keyboard: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { current, next, confirm } = fields(context);
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await userEvent.keyboard(CURRENT);
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard(NEW);
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard(NEW);
    await userEvent.tab();
    await expect(submitButton(context)).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(CONFIRMATION);
    await expect(sent).toEqual([{ currentPassword: CURRENT, newPassword: NEW }]);
  },
};

/** On a phone the fields and the button fit the screen, the fields as wide as the form. */
export const Phone: Story = {
  globals: phoneGlobals,
  play: async (context) => {
    const form = context.canvas.getByRole('form', { name: 'Change password' });
    const width = form.getBoundingClientRect().width;
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    for (const field of Object.values(fields(context))) {
      await expect(Math.round(field.getBoundingClientRect().width)).toBe(Math.round(width));
    }
    await expect(submitButton(context).getBoundingClientRect().right).toBeLessThanOrEqual(
      form.getBoundingClientRect().right,
    );
  },
};
