import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ForYou } from '@farewise/ui';
import { priceAlertFixtures, savedSearchFixtures } from '../fixtures/account';

const meta = {
  title: 'Dashboard/ForYou',
  component: ForYou,
  args: { alerts: priceAlertFixtures, searches: savedSearchFixtures },
} satisfies Meta<typeof ForYou>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestions: Story = {
  play: async ({ canvas }) => {
    // An alert at its target, and a saved search not run for over a week (by the stories' fixed clock).
    await expect(canvas.getByText(/reached your \$800\.00 target at \$742\.10 one way\./)).toBeVisible();
    await expect(canvas.getByText(/has not been searched for over a week/)).toBeVisible();
    await expect(canvas.queryByText(/suggestions for your trips will appear here/)).not.toBeInTheDocument();
  },
};

export const NothingYet: Story = {
  args: { alerts: [], searches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/suggestions for your trips will appear here/)).toBeVisible();
  },
};
