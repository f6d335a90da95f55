import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { ResultActions } from '@farewise/ui';
import { accountDataHandlers, alertCreationFails, authHandlers } from '../fixtures/handlers';

const meta = {
  title: 'Flights/ResultActions',
  component: ResultActions,
  args: { search: { origin: 'JFK', destination: 'CDG', travelers: 2, cabin: 'economy' }, currentPrice: 512.4 },
  parameters: { msw: { handlers: [authHandlers.signedIn(), ...accountDataHandlers()] } },
} satisfies Meta<typeof ResultActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  parameters: { msw: { handlers: [authHandlers.signedOut()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(canvas.getByText(/to save this search or get a price alert/)).toBeVisible();
  },
};

export const SaveSearch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('JFK → CDG');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    await expect(await within(dialog).findByText('Name is required')).toBeVisible();
    await userEvent.type(name, 'Paris with Sam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    await expect(await screen.findByText('Search saved', { selector: 'li *' })).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Save this search' })).not.toBeInTheDocument();
  },
};

export const CreateAlert: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create price alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a price alert' });
    await expect(dialog).toHaveTextContent('JFK → CDG is $512.40 one way today.');
    await expect(within(dialog).getByRole('textbox', { name: /Target price/ })).toHaveValue('461.16');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await expect(await screen.findByText('Price alert created!', { selector: 'li *' })).toBeVisible();
  },
};

export const CreateAlertFails: Story = {
  parameters: { msw: { handlers: [authHandlers.signedIn(), alertCreationFails()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create price alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a price alert' });
    const target = within(dialog).getByRole('textbox', { name: /Target price/ });
    await userEvent.clear(target);
    await userEvent.type(target, 'cheap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await expect(
      await within(dialog).findByText('Target price must be an amount in USD, such as 450 or 450.00'),
    ).toBeVisible();
    await userEvent.clear(target);
    // Enter submits from the field, which keeps focus while the button is briefly disabled: a stable screenshot.
    await userEvent.type(target, '400{enter}');
    await expect(await screen.findByText('Failed to create alert', { selector: 'li *' })).toBeVisible();
    await expect(screen.getByText('Unknown airport code: XQZ', { selector: 'li *' })).toBeVisible();
    // The dialog stays open with what was typed.
    await expect(target).toHaveValue('400');
  },
};
