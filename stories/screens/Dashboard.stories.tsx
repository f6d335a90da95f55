import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { accountDataHandlers, authHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/Dashboard',
  component: AppScreen,
  args: { path: '/dashboard' },
  parameters: screenParameters({ msw: [authHandlers.signedIn(), ...accountDataHandlers()] }),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Good morning, Ada' })).toBeVisible();
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
    const security = canvas.getByRole('region', { name: 'Security' });
    await expect(within(security).getByRole('form', { name: 'Change password' })).toBeVisible();
  },
};

export const AccessRequired: Story = {
  parameters: screenParameters(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Access Required' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  },
};
