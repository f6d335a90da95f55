import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NewsletterBox } from '@farewise/ui';
import { newsletterHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Deals/NewsletterBox',
  component: NewsletterBox,
  parameters: { msw: { handlers: [newsletterHandlers.subscribes()] } },
} satisfies Meta<typeof NewsletterBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Get Deal Alerts' })).toBeEnabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'not-an-email{enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('not-an-email');
  },
};

export const Subscribed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com{enter}');
    await expect(await canvas.findByText(/You’re on the list/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(await canvas.findByText('You’re subscribed!', { selector: 'li *' })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [newsletterHandlers.failing()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@example.com{enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Database unavailable');
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  },
};
