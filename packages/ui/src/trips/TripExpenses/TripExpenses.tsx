import { useMemo } from 'react';
import { Download, Trash2 } from 'lucide-react';
import type { ExpenseInput, TripDetail } from '@farewise/contracts';
import type { MutationOutcome } from '../../api/mutationToast';
import { formatShortDate, formatUsd } from '../../format';
import { Box } from '../../layout/Box';
import { EmptyState } from '../../layout/EmptyState';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { IconButton } from '../../primitives/IconButton';
import { useRemovalFocus } from '../../primitives/useRemovalFocus';
import { expensesCsv } from '../expensesCsv';
import { balances, settleUp } from '../tripMath';
import { ExpenseForm } from './ExpenseForm';

export interface TripExpensesProps {
  trip: Pick<TripDetail, 'title' | 'expenses' | 'travellerNames' | 'startDate'>;
  onAdd: (expense: ExpenseInput) => Promise<MutationOutcome<unknown>>;
  onDelete: (expenseId: string) => void;
  saving: boolean;
  readOnly?: boolean;
}

/** Downloads `text` as a file named `name`. */
function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A trip's Expenses tab (trips issue, as travellers ask of TREK and AdventureLog): record what was spent, who paid
 * and who shares it; the total; each traveller's balance; who owes whom, settled with the fewest transfers; and a
 * CSV export.
 */
export function TripExpenses({ trip, onAdd, onDelete, saving, readOnly = false }: TripExpensesProps) {
  const owed = useMemo(() => balances(trip.travellerNames, trip.expenses), [trip.travellerNames, trip.expenses]);
  // The exact search is 2ⁿ in the travellers owed or owing (about 150 ms for 20): once per change, not per render.
  const transfers = useMemo(() => settleUp(owed), [owed]);
  const total = trip.expenses.reduce((sum, e) => sum + Math.round(e.amount * 100), 0) / 100;
  const slug = trip.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const removal = useRemovalFocus(trip.expenses.map((expense) => expense.id));
  return (
    <Stack space="xl" onClick={removal.onClick}>
      {!readOnly && (
        <ExpenseForm travellers={trip.travellerNames} defaultDate={trip.startDate} onSubmit={onAdd} pending={saving} />
      )}
      {trip.expenses.length === 0 ? (
        <EmptyState
          title="No expenses yet"
          text="Record what you spend, and Farewise works out who owes whom."
          tabIndex={-1}
          {...removal.empty}
        />
      ) : (
        <>
          <section aria-labelledby="expenses-title">
            <Stack space="sm">
              <Inline space="md" alignY="center">
                <Box as="h3" id="expenses-title" fontSize="lg">
                  Expenses: {formatUsd(total)}
                </Box>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => download(`${slug}-expenses.csv`, expensesCsv(trip.expenses), 'text/csv')}
                >
                  <Download size={16} aria-hidden="true" /> Export CSV
                </Button>
              </Inline>
              <Stack as="ul" space="xs">
                {trip.expenses.map((expense) => (
                  <li key={expense.id}>
                    <Card variant="outlined" padding="sm">
                      <Inline space="sm" alignY="center">
                        <Box as="span" fontWeight="semibold">
                          {formatUsd(expense.amount)}
                        </Box>
                        <span>{expense.note || expense.category}</span>
                        <Box as="span" color="textMuted" fontSize="sm">
                          {formatShortDate(expense.date)} · {expense.category} · paid by {expense.paidBy}, split between{' '}
                          {expense.splitBetween.join(', ')}
                        </Box>
                        {!readOnly && (
                          <IconButton
                            label={`Delete ${formatUsd(expense.amount)} ${expense.note || expense.category}`}
                            icon={<Trash2 size={16} />}
                            size="sm"
                            {...removal.control(expense.id)}
                            onClick={() => onDelete(expense.id)}
                          />
                        )}
                      </Inline>
                    </Card>
                  </li>
                ))}
              </Stack>
            </Stack>
          </section>
          <section aria-labelledby="settle-title">
            <Stack space="sm">
              <Box as="h3" id="settle-title" fontSize="lg">
                Settle up
              </Box>
              <Box as="ul" display="grid" gap="xs" aria-label="Balances">
                {[...owed].map(([name, amount]) => (
                  <li key={name}>
                    {name}:{' '}
                    {amount > 0 ? `is owed ${formatUsd(amount)}` : amount < 0 ? `owes ${formatUsd(-amount)}` : 'square'}
                  </li>
                ))}
              </Box>
              {transfers.length === 0 ? (
                <p>Everyone is square.</p>
              ) : (
                <Box as="ol" display="grid" gap="xs" aria-label="Payments to settle up">
                  {transfers.map((t) => (
                    <li key={`${t.from}-${t.to}`}>
                      <strong>{t.from}</strong> pays <strong>{t.to}</strong> {formatUsd(t.amount)}
                    </li>
                  ))}
                </Box>
              )}
            </Stack>
          </section>
        </>
      )}
    </Stack>
  );
}
