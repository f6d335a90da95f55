import type { ExpenseInput } from '@farewise/contracts';
import { DomainError } from '../errors';

const invalid = (field: string, code: string, message: string) => new DomainError('Invalid', code, message, { field });

/**
 * Refuses traveller names that do not name each of the trip's `travelers` once: expenses say who paid by name, so
 * a repeated name would make them ambiguous.
 * @throws DomainError Invalid `traveller_count` or `traveller_repeated`, naming `travellerNames`.
 */
export function requireTravellerNames(names: readonly string[], travelers: number): void {
  if (names.length !== travelers) {
    throw invalid('travellerNames', 'traveller_count', `Give ${travelers} traveller names, one per traveller`);
  }
  if (new Set(names).size !== names.length) {
    throw invalid('travellerNames', 'traveller_repeated', 'Give each traveller a different name');
  }
}

/**
 * Refuses an expense paid by, or split with, someone who is not one of the trip's travellers, or split with the
 * same traveller twice (the split is equal, so a repeat would count them double).
 * @throws DomainError Invalid `not_a_traveller` naming `paidBy` or `splitBetween`; `traveller_repeated` naming
 * `splitBetween`.
 */
export function requireExpenseTravellers(
  names: readonly string[],
  { paidBy, splitBetween }: Pick<ExpenseInput, 'paidBy' | 'splitBetween'>,
): void {
  if (!names.includes(paidBy)) {
    throw invalid('paidBy', 'not_a_traveller', `${paidBy} is not one of this trip's travellers`);
  }
  const stranger = splitBetween.find((name) => !names.includes(name));
  if (stranger !== undefined) {
    throw invalid('splitBetween', 'not_a_traveller', `${stranger} is not one of this trip's travellers`);
  }
  if (new Set(splitBetween).size !== splitBetween.length) {
    throw invalid('splitBetween', 'traveller_repeated', 'Name each traveller in the split once');
  }
}

/**
 * Refuses traveller names that leave out someone an expense names (who paid, or who shares it): the expense would
 * point at nobody and the balances would no longer add up. Renaming such a traveller waits until their expenses are
 * changed or deleted.
 * @throws DomainError Invalid `traveller_has_expenses` naming `field` (`travellerNames`, or `travelers` for a cut).
 */
export function requireExpenseNamesKept(
  names: readonly string[],
  expenses: readonly Pick<ExpenseInput, 'paidBy' | 'splitBetween'>[],
  field: 'travellerNames' | 'travelers',
): void {
  const named = new Set(expenses.flatMap(({ paidBy, splitBetween }) => [paidBy, ...splitBetween]));
  const dropped = [...named].find((name) => !names.includes(name));
  if (dropped !== undefined) {
    throw invalid(field, 'traveller_has_expenses', `${dropped} paid or shares an expense: change or delete it first`);
  }
}
