import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBanner } from '@farewise/ui';
import { statusHandlers } from '../fixtures/handlers';
import { statusLive, statusLiveTest } from '../fixtures/status';

const meta = { title: 'Layout/StatusBanner', component: StatusBanner } satisfies Meta<typeof StatusBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DemoMode: Story = {
  parameters: { msw: { handlers: [statusHandlers.answer()] } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByText(/Demo mode/);
    await expect(banner.closest('[role="status"]')).toHaveTextContent('fares come from the Farewise pricing model');
    await expect(canvas.queryByText('Test environment')).not.toBeInTheDocument();
  },
};

export const LiveMode: Story = {
  parameters: { msw: { handlers: [statusHandlers.answer(statusLive)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Live mode/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('real-time fares from duffel');
    await expect(canvas.queryByText('Test environment')).not.toBeInTheDocument();
  },
};

export const LiveTestEnvironment: Story = {
  parameters: { msw: { handlers: [statusHandlers.answer(statusLiveTest)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Test environment')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Live mode');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [statusHandlers.loading()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking data source' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: [statusHandlers.failing()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Status unavailable/)).toBeVisible();
  },
};

/** The hotels page's banner speaks for hotel rates: demo mode without a stays provider. */
export const HotelsDemoMode: Story = {
  args: { service: 'hotels' },
  parameters: { msw: { handlers: [statusHandlers.answer()] } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByText(/Demo mode/);
    await expect(banner.closest('[role="status"]')).toHaveTextContent('hotel rates come from the Farewise stay model');
  },
};

/** With a stays provider the hotel banner goes live, and a flight test environment is not its business. */
export const HotelsLiveMode: Story = {
  args: { service: 'hotels' },
  parameters: { msw: { handlers: [statusHandlers.answer(statusLiveTest)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Live mode/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('real-time hotel rates from duffel');
    await expect(canvas.queryByText('Test environment')).not.toBeInTheDocument();
  },
};
