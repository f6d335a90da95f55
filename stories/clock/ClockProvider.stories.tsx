import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClockProvider, useNow } from '@farewise/ui';

function Today() {
  return <p>Today is {useNow().toISOString().slice(0, 10)}</p>;
}

const meta = {
  title: 'Clock/ClockProvider',
  component: ClockProvider,
  args: { now: new Date('2025-02-03T08:00:00Z'), children: <Today /> },
} satisfies Meta<typeof ClockProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FixedNow: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today is 2025-02-03')).toBeVisible();
  },
};

export const SystemClock: Story = {
  args: { now: undefined },
  play: async ({ canvas }) => {
    // The story's own provider fixes the clock; an inner provider without `now` falls back to the system clock.
    await expect(canvas.getByText(`Today is ${new Date().toISOString().slice(0, 10)}`)).toBeVisible();
  },
};
