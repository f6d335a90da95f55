import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactPanel } from '@farewise/ui';
import { contactHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Contact/ContactPanel',
  component: ContactPanel,
  parameters: { msw: { handlers: [contactHandlers.accepts()] } },
} satisfies Meta<typeof ContactPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormBesideHours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Support hours' })).toBeVisible();
  },
};
