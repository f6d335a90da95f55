import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/HelpCenter',
  component: AppScreen,
  args: { path: '/help-center' },
  parameters: screenParameters(),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveQuestions: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(12);
  },
};
