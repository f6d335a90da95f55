import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppScreen } from '@farewise/app';
import { contactHandlers } from '../fixtures/handlers';
import { screenParameters } from '../fixtures/screens';

const meta = {
  title: 'Screens/Contact',
  component: AppScreen,
  args: { path: '/contact-us' },
  parameters: screenParameters({ msw: [contactHandlers.accepts()] }),
} satisfies Meta<typeof AppScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Support hours' })).toBeVisible();
  },
};
