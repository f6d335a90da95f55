import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ClockProvider, useNow } from '@farewise/ui';

/** Says which clock it reads, without printing the real date (a screenshot of that would change every day). */
function ClockReadout() {
  const now = useNow();
  const [systemNow] = useState(() => Date.now());
  const live = Math.abs(now.getTime() - systemNow) < 60_000;
  return <p>{live ? 'Following the system clock' : `Fixed at ${now.toISOString().slice(0, 10)}`}</p>;
}

const meta = {
  title: 'Clock/ClockProvider',
  component: ClockProvider,
  args: { now: new Date('2025-02-03T08:00:00Z'), children: <ClockReadout /> },
} satisfies Meta<typeof ClockProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FixedNow: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fixed at 2025-02-03')).toBeVisible();
  },
};

export const SystemClock: Story = {
  args: { now: undefined },
  play: async ({ canvas }) => {
    // The story's own provider fixes the clock; an inner provider without `now` falls back to the system clock.
    await expect(canvas.getByText('Following the system clock')).toBeVisible();
  },
};
