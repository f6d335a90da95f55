import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ProfileCard } from '@farewise/ui';
import { userFixture, userWithoutNames } from '../fixtures/account';

const meta = {
  title: 'Account/ProfileCard',
  component: ProfileCard,
  args: { user: userFixture, onLogOut: fn() },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <ProfileCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithNames: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await expect(canvas.getByText('ada_travels')).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('January 12, 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Travel Options' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

export const WithoutNames: Story = {
  args: { user: userWithoutNames },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, ada_travels' })).toBeVisible();
    await expect(canvas.queryByText('Name')).not.toBeInTheDocument();
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Logging out…' })).toHaveAttribute('aria-disabled', 'true');
  },
};
