import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { ContactForm } from '@farewise/ui';
import { contactHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  parameters: { msw: { handlers: [contactHandlers.accepts()] } },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Fills every field as a traveller would; `email` can be made invalid. */
async function fill({ canvas, userEvent }: Context, email = 'ada@example.com') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Refund for a cancelled flight');
  await userEvent.click(canvas.getByRole('combobox', { name: /Category/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Cancellation & Refunds' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'My JFK to CDG flight was cancelled.');
}

export const Blank: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(canvas.getByRole('textbox', { name: new RegExp(name) })).toBeRequired();
    }
    await expect(canvas.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Choose a category');
    await expect(canvas.getAllByText('*')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  },
};

export const TenCategories: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /Category/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'General Inquiry',
      'Booking Support',
      'Technical Issues',
      'Payment Problems',
      'Cancellation & Refunds',
      'Account Management',
      'Partnership Opportunities',
      'Media & Press',
      'Bug Report',
      'Feature Request',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

export const Invalid: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context, 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [contactHandlers.slow()] } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Contact us' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await expect(canvas.getByText(/within 24 hours/)).toBeVisible();
  },
};

export const SendAnother: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send Another Message' }));
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Choose a category');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [contactHandlers.failing()] } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fill(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('Your message wasn’t sent: Mail service unavailable');
    // Focus lands on what went wrong.
    await waitFor(() => expect(failure).toHaveFocus());
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Ada Lovelace');
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('My JFK to CDG flight was cancelled.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled());
  },
};
