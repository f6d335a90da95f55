import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { footerColumns } from '@farewise/app';
import { Footer, copyrightLine } from '@farewise/ui';
import { STORY_NOW } from '../../.storybook/clock';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { columns: footerColumns },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const column of footerColumns) {
      const nav = canvas.getByRole('navigation', { name: column.title });
      await expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual(
        column.links.map((l) => l.label),
      );
    }
    await expect(canvas.getByRole('link', { name: 'Budget Calculator' })).toHaveAttribute('href', '/budget-calculator');
    await expect(canvas.getByRole('link', { name: 'Price Trends' })).toHaveAttribute('href', '/#live-prices');
    await expect(canvas.getByRole('list', { name: 'Social media' })).toHaveTextContent('TwitterFacebookInstagram');
    await expect(canvas.getByText(/Making travel more affordable/)).toBeVisible();
  },
};

export const CopyrightYearFromClock: Story = {
  play: async ({ canvas }) => {
    const line = copyrightLine(STORY_NOW.getFullYear());
    await expect(line).toBe(
      `© ${STORY_NOW.getFullYear()} Farewise. All rights reserved. Built with ❤️ for smart travelers.`,
    );
    await expect(canvas.getByText(line)).toBeVisible();
  },
};

export const FollowALink: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Help Center' });
    await userEvent.click(link);
    await expect(link).toHaveAttribute('href', '/help-center');
  },
};
