import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImportOffer } from '@farewise/ui';

const meta = {
  title: 'Storage/ImportOffer',
  component: ImportOffer,
  args: {
    label: 'Trips saved in this browser',
    children: '2 trips are saved in this browser. Import them to track expenses and share them.',
    onImport: fn(),
    importing: false,
  },
} satisfies Meta<typeof ImportOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named region with the count; Import into my account starts the import. */
export const Offer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Trips saved in this browser' });
    await expect(region).toHaveTextContent('2 trips are saved in this browser.');
    await userEvent.click(canvas.getByRole('button', { name: 'Import into my account' }));
    await expect(args.onImport).toHaveBeenCalledOnce();
  },
};

/** While importing, the button cannot be pressed twice. */
export const Importing: Story = {
  args: { importing: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Import into my account' })).toBeDisabled();
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};
