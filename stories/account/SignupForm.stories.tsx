import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { SignupForm } from '@farewise/ui';
import { userFixture } from '../fixtures/account';
import { authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Account/SignupForm',
  component: SignupForm,
  args: { onSuccess: fn() },
  parameters: { msw: { handlers: [authHandlers.registerSucceeds()] } },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <SignupForm {...args} />
    </div>
  ),
} satisfies Meta<typeof SignupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getByRole: typeof screen.getByRole; getByLabelText: typeof screen.getByLabelText };
type User = { type: (element: Element, text: string) => Promise<void>; clear: (element: Element) => Promise<void> };

async function fill(
  canvas: Canvas,
  userEvent: User,
  values: Partial<Record<'username' | 'email' | 'password', string>>,
) {
  const fields = {
    username: canvas.getByRole('textbox', { name: /^Username/ }),
    email: canvas.getByRole('textbox', { name: /^Email/ }),
    password: canvas.getByLabelText(/^Password/),
  };
  for (const [name, value] of Object.entries({
    username: 'ada_travels',
    email: 'ada@example.com',
    password: 'voyage2026',
    ...values,
  })) {
    const field = fields[name as keyof typeof fields];
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 to 30 characters: letters, numbers, underscores only')).toBeVisible();
    await expect(canvas.getByText('At least 8 characters, with letters and numbers')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).not.toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  },
};

export const UsernameTooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { username: 'ab' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Username must be at least 3 characters')).toBeVisible();
  },
};

export const UsernameWithSymbols: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { username: 'ada-travels!' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Username may contain letters, numbers and underscores only')).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { email: 'ada.example.com' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
  },
};

export const WeakPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, { password: 'short' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    await fill(canvas, userEvent, { password: 'onlyletters' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Password must contain a number')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [authHandlers.registerSlow()] } },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, {});
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('button', { name: 'Creating account…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const UsernameTaken: Story = {
  parameters: { msw: { handlers: [authHandlers.registerTaken()] } },
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent, {});
    // Enter submits from the field, which keeps focus while the button is briefly disabled: a stable screenshot.
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), '{enter}');
    await expect(await screen.findByText('Registration Failed', { selector: 'li *' })).toBeVisible();
    await expect(screen.getByText('This username is already taken', { selector: 'li *' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent, {});
    // Enter submits from the field, which keeps focus while the button is briefly disabled: a stable screenshot.
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada{enter}');
    await expect(await screen.findByText('Registration Successful!', { selector: 'li *' })).toBeVisible();
    // Registering signs in (spec 01 §4), so the toast does not send them to log in.
    await expect(screen.getByText('Your account is ready and you are signed in.', { selector: 'li *' })).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledWith(userFixture);
  },
};
