import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PriceAlertList } from '@farewise/ui';
import { priceAlertFixtures } from '../fixtures/account';

const meta = {
  title: 'Alerts/PriceAlertList',
  component: PriceAlertList,
  args: { alerts: priceAlertFixtures, onChange: fn(), onDelete: fn() },
} satisfies Meta<typeof PriceAlertList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Price Alerts Yet')).toBeVisible();
  },
};

export const Several: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Your price alerts' })).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvas.getByRole('listitem', { name: 'Alert JFK → CDG' })).toHaveTextContent(
      'Below $450.00 one way · now $512.40',
    );
    await expect(canvas.getByRole('listitem', { name: 'Alert LAX → NRT' })).toHaveTextContent(
      'Triggered March 14, 2026',
    );
    await expect(canvas.getByRole('listitem', { name: 'Alert ORD → BCN' })).toHaveTextContent('Paused');
    await expect(canvas.getByRole('listitem', { name: 'Alert BOS → LHR' })).toHaveTextContent(
      'Drops 15% · target $380.00 one way',
    );
  },
};

export const Toggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const item = within(canvas.getByRole('listitem', { name: 'Alert JFK → CDG' }));
    await userEvent.click(item.getByRole('switch', { name: 'Active' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(41, { isActive: false });
    await userEvent.click(item.getByRole('switch', { name: 'Email' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(41, { notifications: { email: false } });
    await userEvent.click(item.getByRole('switch', { name: 'Push' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(41, { notifications: { push: false } });
    await userEvent.click(item.getByRole('button', { name: 'Delete alert JFK → CDG' }));
    await expect(args.onDelete).toHaveBeenCalledWith(41);
    const paused = within(canvas.getByRole('listitem', { name: 'Alert ORD → BCN' }));
    await expect(paused.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await expect(paused.getByRole('switch', { name: 'Email' })).not.toBeChecked();
  },
};
