import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { authHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/Auth',
  component: AppScreen,
  args: { path: '/auth' },
  parameters: screenParameters({ msw: [authHandlers.registerSucceeds(), authHandlers.logout()] }),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignUpAndSeeProfile: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Farewise account' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('tab', { name: 'Sign Up' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), 'ada_travels');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'voyage2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await expect(await screen.findByText('Registration Successful!', { selector: 'li *' })).toBeVisible();
    await expect(screen.getByText('Your account is ready and you are signed in.', { selector: 'li *' })).toBeVisible();
    // The header's Sign In became the user's menu.
    await expect(canvas.getByRole('button', { name: 'Account: ada_travels' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: screenParameters({ msw: [authHandlers.signedIn()] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Travel Options' })).toHaveAttribute('href', '/');
  },
};
