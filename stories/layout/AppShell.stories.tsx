import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppShell, PageSection } from '@farewise/ui';
import { authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen', msw: { handlers: [authHandlers.signedOut()] } },
  args: {
    // Small tables of the shell's own: the app's full ones are in the Header and Footer stories.
    headerLinks: [
      { href: '/', label: 'Home' },
      { href: '/hotels', label: 'Hotels' },
    ],
    footerColumns: [{ title: 'Support', links: [{ href: '/help-center', label: 'Help Center' }] }],
    children: (
      <PageSection as="section" aria-labelledby="page-title">
        <h1 id="page-title">Hotels</h1>
        <p>Find a place to stay.</p>
      </PageSection>
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Find a place to stay.');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toHaveTextContent('HomeHotels');
    await expect(canvas.getByRole('navigation', { name: 'Support' })).toHaveTextContent('Help Center');
  },
};

export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
