import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { LOCAL_ALERTS_KEY } from '@farewise/ui';
import { accountDataHandlers, authHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/PriceAlerts',
  component: AppScreen,
  args: { path: '/price-alerts' },
  parameters: screenParameters({ msw: [authHandlers.signedIn(), ...accountDataHandlers()] }),
  beforeEach: () => localStorage.removeItem(LOCAL_ALERTS_KEY),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible();
    await expect(await canvas.findByRole('listitem', { name: 'Alert LAX → NRT' })).toHaveTextContent('Triggered');
  },
};

export const SignedOut: Story = {
  parameters: screenParameters(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Price Alerts Yet')).toBeVisible();
  },
};
