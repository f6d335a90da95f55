import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FarewiseProvider, useStatus } from '@farewise/ui';
import { statusHandlers } from '../fixtures/handlers';
import { statusLiveTest } from '../fixtures/status';

function StatusReadout() {
  const status = useStatus();
  if (status.isPending) return <p>Loading status…</p>;
  if (status.isError) return <p role="alert">{status.error.message}</p>;
  return (
    <p>
      Flights provider: {status.data.flights.provider} ({status.data.flights.environment})
    </p>
  );
}

const meta = {
  title: 'API/FarewiseProvider',
  component: FarewiseProvider,
  parameters: { farewise: 'none' },
  args: { children: <StatusReadout /> },
} satisfies Meta<typeof FarewiseProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QueriesThroughTheClient: Story = {
  parameters: { msw: { handlers: [statusHandlers.answer(statusLiveTest)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Flights provider: duffel (test)')).toBeVisible();
  },
};

export const ErrorMessageFromStatusAndBody: Story = {
  parameters: { msw: { handlers: [statusHandlers.failing()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '500: {"message":"Database unavailable","code":"internal"}',
    );
  },
};
