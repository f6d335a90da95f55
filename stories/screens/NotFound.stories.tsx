import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { homeSettled } from '../fixtures/home';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/NotFound',
  component: AppScreen,
  args: { path: '/No-Such-Page' },
  parameters: screenParameters(),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pay less for every trip' })).toBeVisible();
    await homeSettled(canvasElement);
  },
};

/** The other way out: the destinations list, through the app's router. */
export const OnToDestinations: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Browse destinations' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Explore destinations' })).toBeVisible();
  },
};
