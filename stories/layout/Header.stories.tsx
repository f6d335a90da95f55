import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { headerLinks } from '@farewise/app';
import { Header, type HeaderProps } from '@farewise/ui';
import { userFixture } from '../fixtures/account';
import { authHandlers } from '../fixtures/handlers';
import { expectUncovered, phoneGlobals } from '../phone';

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: { links: headerLinks },
  parameters: { layout: 'fullscreen', msw: { handlers: [authHandlers.signedOut()] } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    await expect(links).toEqual(headerLinks.map((link) => [link.label, link.href]));
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Light mode' })).toBeVisible();
  },
};

export const CurrentPage: Story = {
  parameters: { route: '/hotels' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Hotels' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const NarrowWithMenu: Story = {
  render: (args) => (
    <div style={{ width: 375 }}>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    // Hidden links leave the accessibility tree; the menu button takes their place.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(menu.querySelectorAll('a')).toHaveLength(headerLinks.length);
  },
};

export const KeyboardThroughLinks: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Farewise home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const SignedIn: Story = {
  parameters: { msw: { handlers: [authHandlers.signedIn(), authHandlers.logout()] } },
  play: async ({ canvas, userEvent }) => {
    const account = await canvas.findByRole('button', { name: `Account: ${userFixture.username}` });
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    await userEvent.click(account);
    const menu = await screen.findByRole('dialog', { name: 'Account' });
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(within(menu).getByRole('link', { name: 'Price Alerts' })).toHaveAttribute('href', '/price-alerts');
    await userEvent.click(within(menu).getByRole('button', { name: 'Log Out' }));
    const signIn = await canvas.findByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/auth');
    // Focus was in the menu, which is gone: it moves to Sign In.
    await expect(signIn).toHaveFocus();
    await expect(await screen.findByText('Logged Out', { selector: 'li *' })).toBeVisible();
  },
};

/** Signed in with the longest username the rules allow, on a phone: the header still fits the screen. */
export const SignedInOnPhone: Story = {
  globals: phoneGlobals,
  parameters: { msw: { handlers: [authHandlers.signedIn({ ...userFixture, username: 'w'.repeat(30) })] } },
  play: async ({ canvas }) => {
    const account = await canvas.findByRole('button', { name: `Account: ${'w'.repeat(30)}` });
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    for (const control of [account, menu]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The header over the start of a page, as in the app, where an open menu covers the page's heading. */
function HeaderOverPage(args: HeaderProps) {
  return (
    <>
      <Header {...args} />
      <h1 style={{ padding: 16 }}>Hotels in Lisbon</h1>
    </>
  );
}

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/**
 * A phone story: the menu opens from its button, `close` closes it, and then it is gone, its button has focus back
 * and the page's heading shows whole again.
 */
function closesPhoneMenu(close: (context: PlayContext) => Promise<void>): Story {
  return {
    globals: phoneGlobals,
    render: (args) => <HeaderOverPage {...args} />,
    play: async (context) => {
      const { canvas, userEvent } = context;
      await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
      await screen.findByRole('dialog', { name: 'Menu' });
      await close(context);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus());
      await expectUncovered(canvas.getByRole('heading', { level: 1, name: 'Hotels in Lisbon' }));
    },
  };
}

export const PhoneMenuClosesOnEscape = closesPhoneMenu(({ userEvent }) => userEvent.keyboard('{Escape}'));

// The open menu makes the page behind it inert (no pointer events, hidden from the accessibility tree): a tap there
// only closes the menu.
export const PhoneMenuClosesOnClickOutside = closesPhoneMenu(({ canvas, userEvent }) =>
  userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByText('Hotels in Lisbon')),
);

export const PhoneMenuClosesOnNavigate = closesPhoneMenu(({ userEvent }) =>
  userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Hotels' })),
);
