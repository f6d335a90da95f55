import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { THEME_STORAGE_KEY, ThemeToggle } from '@farewise/ui';

const meta = {
  title: 'Layout/ThemeToggle',
  component: ThemeToggle,
  beforeEach: () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
  },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LightMode: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Light mode' });
    await expect(toggle).toHaveAttribute('title', 'Light mode');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  },
};

export const CyclesAndPersists: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Light mode' }));
    await expect(canvas.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(canvas.getByRole('button', { name: 'Dark mode' }));
    await expect(canvas.getByRole('button', { name: 'System theme' })).toBeVisible();
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    // System follows the device setting.
    const systemDark = matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(document.documentElement).toHaveAttribute('data-theme', systemDark ? 'dark' : 'light');

    await userEvent.click(canvas.getByRole('button', { name: 'System theme' }));
    await expect(canvas.getByRole('button', { name: 'Light mode' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Dark mode' })).toHaveFocus();
  },
};
