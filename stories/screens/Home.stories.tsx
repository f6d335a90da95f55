import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { statusHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Screens/Home',
  component: AppScreen,
  args: { path: '/' },
  parameters: { layout: 'fullscreen', farewise: 'providers', msw: { handlers: [statusHandlers.answer()] } },
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DemoMode: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pay less for every trip' })).toBeVisible();
    await expect(await canvas.findByText(/Demo mode/)).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const StatusUnavailable: Story = {
  parameters: { msw: { handlers: [statusHandlers.failing()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Status unavailable/)).toBeVisible();
  },
};
