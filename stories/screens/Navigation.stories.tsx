import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/Navigation',
  component: AppScreen,
  args: { path: '/' },
  parameters: screenParameters(),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The app's router links (spec 01 §2): the header marks the current page (Home on home only), and a click
 * navigates inside the app.
 */
export const HeaderMarksCurrentPage: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await userEvent.click(nav.getByRole('link', { name: 'Dashboard' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Access Required' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};
