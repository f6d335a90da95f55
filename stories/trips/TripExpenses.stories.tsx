import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { TripExpenses } from '@farewise/ui';
import { useRemovable } from '../fixtures/removable';
import { lisbonTrip, tokyoTrip } from '../fixtures/trips';
import { recordWrites } from '../fieldWrites';

const [deposit, dinner] = lisbonTrip.expenses as [
  (typeof lisbonTrip.expenses)[number],
  (typeof lisbonTrip.expenses)[number],
];

const meta = {
  title: 'Trips/TripExpenses',
  component: TripExpenses,
  args: {
    trip: lisbonTrip,
    onAdd: fn(async () => ({ ok: true as const, data: {} })),
    onDelete: fn(),
    saving: false,
  },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof TripExpenses>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const form = ({ canvas }: Context) => canvas.getByRole('form', { name: 'Add an expense' });

async function choose({ userEvent }: Context, select: HTMLElement, option: string) {
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/**
 * Lisbon's two expenses and who owes whom. By hand, in cents:
 * - Ana paid 54000 for the hotel, split 3 ways: 18000 each.
 * - Ben paid 9660 for dinner, split 3 ways: 3220 each.
 * - Ana: +54000 − 18000 − 3220 = +32780, is owed $327.80.
 * - Ben: +9660 − 18000 − 3220 = −11560, owes $115.60.
 * - Cy: −18000 − 3220 = −21220, owes $212.20.
 * No smaller group nets to zero, so the three settle in two payments, the largest debtor first:
 * Cy pays Ana $212.20, then Ben pays Ana $115.60.
 */
export const SettleUp: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Expenses: $636.60' })).toBeVisible();
    const rows = within(canvas.getByRole('region', { name: 'Expenses: $636.60' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(
      '$540.00Boutique hotel depositApr 2 · accommodation · paid by Ana, split between Ana, Ben, Cy',
    );
    await expect(rows[1]).toHaveTextContent(
      '$96.60Dinner in AlfamaApr 3 · food · paid by Ben, split between Ana, Ben, Cy',
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Balances' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana: is owed $327.80', 'Ben: owes $115.60', 'Cy: owes $212.20']);
    await expect(
      within(canvas.getByRole('list', { name: 'Payments to settle up' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cy pays Ana $212.20', 'Ben pays Ana $115.60']);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete $96.60 Dinner in Alfama' }));
    await expect(args.onDelete).toHaveBeenCalledWith(dinner.id);
  },
};

/**
 * Deleting an expense hands the focus to the Delete of the one that took its place, and the last one's to the empty
 * state, not to the page.
 */
export const DeleteKeepsFocus: Story = {
  render: function DeletingExpenses(args) {
    const [expenses, onDelete] = useRemovable(args.trip.expenses, args.onDelete);
    return <TripExpenses {...args} trip={{ ...args.trip, expenses }} onDelete={onDelete} />;
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete $540.00 Boutique hotel deposit' }));
    await expect(args.onDelete).toHaveBeenCalledWith(deposit.id);
    await expect(canvas.getByRole('button', { name: 'Delete $96.60 Dinner in Alfama' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('No expenses yet');
    await expect(canvas.getByRole('status')).toHaveFocus();
  },
};

/** Add Expense without an amount names the problem at the field and sends nothing. */
export const AddExpenseValidation: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const amount = within(form(context)).getByLabelText(/Amount/);
    await expect(amount).toHaveValue(null);
    await userEvent.type(within(form(context)).getByLabelText(/Note/), 'Pastéis de nata');
    await userEvent.click(within(form(context)).getByRole('button', { name: 'Add Expense' }));
    await expect(await within(form(context)).findByRole('alert')).toHaveTextContent('Enter the amount in USD');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
    // What was typed stays.
    await expect(within(form(context)).getByLabelText(/Note/)).toHaveValue('Pastéis de nata');
  },
};

/** A typed expense is handed out as typed (split between two of three), and the form starts over. */
export const AddExpense: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const inForm = within(form(context));
    const amountWrites = recordWrites(inForm.getByLabelText(/Amount/) as HTMLInputElement);
    await userEvent.type(inForm.getByLabelText(/Amount/), '42.5');
    await choose(context, inForm.getByRole('combobox', { name: 'Category' }), 'Transportation');
    const date = inForm.getByLabelText(/Date/);
    await expect(date).toHaveValue('2026-04-02');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-04-04');
    await choose(context, inForm.getByRole('combobox', { name: 'Paid by' }), 'Cy');
    await userEvent.type(inForm.getByLabelText(/Note/), 'Tram 28 tickets');
    const split = within(inForm.getByRole('group', { name: 'Split between' }));
    await expect(split.getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    await userEvent.click(split.getByRole('checkbox', { name: 'Ben' }));
    await userEvent.click(inForm.getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledOnce());
    await expect(args.onAdd).toHaveBeenCalledWith({
      category: 'transportation',
      amount: 42.5,
      date: '2026-04-04',
      note: 'Tram 28 tickets',
      paidBy: 'Cy',
      splitBetween: ['Ana', 'Cy'],
    });
    // Saved: the form is blank again, on the first day, paid by the first traveller, split between everyone.
    await waitFor(() => expect(inForm.getByLabelText(/Note/)).toHaveValue(''));
    await expect(inForm.getByLabelText(/Amount/)).toHaveDisplayValue('');
    // Handed NaN, a number field logs a console warning.
    await expect(amountWrites.map(String)).not.toContain('NaN');
    await expect(inForm.getByLabelText(/Date/)).toHaveValue('2026-04-02');
    await expect(inForm.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Food');
    await expect(inForm.getByRole('combobox', { name: 'Paid by' })).toHaveTextContent('Ana');
    await expect(split.getByRole('checkbox', { name: 'Ben' })).toBeChecked();
  },
};

/** Export CSV downloads the expenses as a CSV file: a header line, then one row per expense. */
export const ExportCsv: Story = {
  play: async ({ canvas, userEvent }) => {
    const createObjectURL = spyOn(URL, 'createObjectURL').mockReturnValue('blob:farewise/expenses');
    const revokeObjectURL = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // The story checks the file; it does not make the browser save it.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(createObjectURL).toHaveBeenCalledOnce();
      const blob = createObjectURL.mock.calls[0]![0] as Blob;
      await expect(blob.type).toBe('text/csv');
      const lines = (await blob.text()).split('\r\n');
      await expect(lines).toEqual([
        'Date,Category,Amount (USD),Note,Paid by,Split between',
        `${deposit.date},accommodation,540.00,Boutique hotel deposit,Ana,Ana; Ben; Cy`,
        `${dinner.date},food,96.60,Dinner in Alfama,Ben,Ana; Ben; Cy`,
      ]);
      await expect(click).toHaveBeenCalledOnce();
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('spring-in-lisbon-expenses.csv');
      await expect(link.href).toBe('blob:farewise/expenses');
      await expect(revokeObjectURL).toHaveBeenCalledWith('blob:farewise/expenses');
    } finally {
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
      click.mockRestore();
    }
  },
};

/** Tokyo has no expenses: the form for the first one, and the empty state instead of totals and settle-up. */
export const Empty: Story = {
  args: { trip: tokyoTrip },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { name: 'No expenses yet' })).toBeVisible();
    await expect(canvas.getByText('Record what you spend, and Farewise works out who owes whom.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Settle up' })).not.toBeInTheDocument();
    await expect(within(form(context)).getByRole('combobox', { name: 'Paid by' })).toHaveTextContent('You');
  },
};

/** A shared trip: the expenses, balances and payments, and the export, but no form and no Delete. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form', { name: 'Add an expense' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toEqual([canvas.getByRole('button', { name: 'Export CSV' })]);
    await expect(canvas.getByRole('list', { name: 'Payments to settle up' })).toHaveTextContent(
      'Cy pays Ana $212.20Ben pays Ana $115.60',
    );
  },
};
