import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { PriceAlertForm } from '@farewise/ui';
import { recordWrites } from '../fieldWrites';

const meta = {
  title: 'Alerts/PriceAlertForm',
  component: PriceAlertForm,
  args: { onCreate: fn(async () => undefined) },
} satisfies Meta<typeof PriceAlertForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DisabledUntilFilled: Story = {
  play: async ({ canvas, userEvent }) => {
    const create = canvas.getByRole('button', { name: 'Create Alert' });
    await expect(create).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^From/ }), 'jfk');
    await userEvent.type(canvas.getByRole('textbox', { name: /^To/ }), 'cdg');
    await expect(create).toBeDisabled();
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Target price/ }), '450');
    await expect(create).toBeEnabled();
  },
};

export const CreatesInUpperCase: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^From/ }), 'jfk');
    await expect(canvas.getByRole('textbox', { name: /^From/ })).toHaveValue('JFK');
    await userEvent.type(canvas.getByRole('textbox', { name: /^To/ }), 'cdg');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Target price/ }), '450');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Alert' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        origin: 'JFK',
        destination: 'CDG',
        targetPrice: 450,
        alertType: 'below',
        dropPercentage: 10,
      }),
    );
    // The form clears for the next alert.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^From/ })).toHaveValue(''));
  },
};

/** After an alert is created every field is blank again for the next one, the target price too. */
export const ClearsForTheNextAlert: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const target = canvas.getByRole('spinbutton', { name: /Target price/ });
    const written = recordWrites(target as HTMLInputElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^From/ }), 'JFK');
    await userEvent.type(canvas.getByRole('textbox', { name: /^To/ }), 'CDG');
    await userEvent.type(target, '450');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^To/ })).toHaveValue(''));
    await expect(target).toHaveDisplayValue('');
    await expect(canvas.getByRole('button', { name: 'Create Alert' })).toBeDisabled();
    await expect(written.map(String)).not.toContain('NaN');
    // The next alert's price types into the blank field.
    await userEvent.type(target, '99.5');
    await expect(target).toHaveValue(99.5);
    await expect(canvas.getByRole('button', { name: 'Create Alert' })).toBeDisabled();
  },
};

export const DropAlert: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Drop by' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Alert type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price drops by a percentage' }));
    const dropBy = await canvas.findByRole('combobox', { name: 'Drop by' });
    await expect(dropBy).toHaveTextContent('10%');
    await userEvent.click(dropBy);
    await userEvent.click(await screen.findByRole('option', { name: '25%' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^From/ }), 'LAX');
    await userEvent.type(canvas.getByRole('textbox', { name: /^To/ }), 'NRT');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Target price/ }), '700');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Alert' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ alertType: 'drop', dropPercentage: 25 })),
    );
  },
};

export const InvalidCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^From/ }), 'J1');
    await userEvent.type(canvas.getByRole('textbox', { name: /^To/ }), 'CDG');
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Target price/ }), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Alert' }));
    await expect(await canvas.findByText('Must be a three-letter IATA code')).toBeVisible();
    await expect(canvas.getByText('Target price must be more than 0')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Creating: Story = {
  args: { creating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating…' })).toBeDisabled();
  },
};
