import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import type { TripDocument } from '@farewise/contracts';
import { TripDocuments, type TripDocumentsProps } from '@farewise/ui';
import { lisbonTrip } from '../fixtures/trips';

/** The checklist with its saved state held here, as the organiser holds the saved trip. */
function ChecklistWithSave({ documents, onSave, ...props }: TripDocumentsProps) {
  const [saved, setSaved] = useState(documents);
  const save = (next: TripDocument[]) => {
    onSave(next);
    setSaved(next);
  };
  return <TripDocuments {...props} documents={saved} onSave={save} />;
}

const meta = {
  title: 'Trips/TripDocuments',
  component: ChecklistWithSave,
  args: { documents: lisbonTrip.documents, onSave: fn(), saving: false },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ChecklistWithSave>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lisbon's checklist: passport and insurance done with their notes, and Save waits for a change. */
export const Checklist: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Document checklist' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('checkbox', { name: 'Passport' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Visa' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Travel insurance' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Tickets' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Booking confirmations' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Passport note' })).toHaveValue('Expires 2031');
    await expect(canvas.getByRole('textbox', { name: 'Travel insurance note' })).toHaveValue('Policy 44-1182');
    await expect(canvas.getByRole('textbox', { name: 'Visa note' })).toHaveAttribute(
      'placeholder',
      'Number, expiry, where it is kept',
    );
    await expect(canvas.getByRole('button', { name: 'Save Checklist' })).toBeDisabled();
  },
};

/** Tick the tickets, note where they are: Save Checklist hands out the whole list with the change, then rests. */
export const TickAndSave: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save Checklist' });
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tickets' }));
    await expect(canvas.getByRole('checkbox', { name: 'Tickets' })).toBeChecked();
    await expect(save).toBeEnabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tickets note' }), 'TAP e-tickets in the app');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith([
      { kind: 'passport', done: true, note: 'Expires 2031' },
      { kind: 'visa', done: false, note: '' },
      { kind: 'insurance', done: true, note: 'Policy 44-1182' },
      { kind: 'tickets', done: true, note: 'TAP e-tickets in the app' },
      { kind: 'bookings', done: false, note: '' },
    ]);
    // Saved: the checklist keeps the change and Save waits for the next one.
    await expect(save).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Tickets note' })).toHaveValue('TAP e-tickets in the app');
  },
};

/** A shared trip: the ticks and notes can be read, not changed, and there is no Save. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas, userEvent }) => {
    const visa = canvas.getByRole('checkbox', { name: 'Visa' });
    await expect(visa).toBeDisabled();
    await expect(visa).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Passport' })).toBeDisabled();
    const note = canvas.getByRole('textbox', { name: 'Passport note' });
    await expect(note).toHaveAttribute('readonly');
    await userEvent.type(note, ' (renew)');
    await expect(note).toHaveValue('Expires 2031');
    await expect(canvas.queryByRole('button', { name: 'Save Checklist' })).not.toBeInTheDocument();
  },
};
