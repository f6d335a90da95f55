import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { screenParameters } from '../fixtures/screens';
import { expectUncovered, phoneGlobals } from '../phone';

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

/**
 * On a phone the header's links are in a menu, and the header stays while the page beneath it changes: following a
 * link closes the menu, so it never covers the new page's heading, and focus goes back to the menu's button.
 */
export const PhoneMenuClosesOnNavigate: Story = {
  globals: phoneGlobals,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Hotels' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Find Hotels' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await expectUncovered(heading);
  },
};
