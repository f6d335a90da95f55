import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppShell, PageSection } from '@farewise/ui';
import { authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen', msw: { handlers: [authHandlers.signedOut()] } },
  args: {
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
