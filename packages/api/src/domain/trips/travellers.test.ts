import { describe, expect, it } from 'vitest';
import { requireExpenseTravellers, requireTravellerNames } from './travellers';

describe('requireTravellerNames', () => {
  it('passes one different name per traveller', () => {
    expect(() => requireTravellerNames(['Ada', 'Bo'], 2)).not.toThrow();
  });

  it.each([
    [['Ada'], 2, 'traveller_count'],
    [['Ada', 'Bo', 'Cy'], 2, 'traveller_count'],
    [['Ada', 'Ada'], 2, 'traveller_repeated'],
  ])('refuses %o for %i travellers (%s), naming travellerNames', (names, travelers, code) => {
    expect(() => requireTravellerNames(names, travelers)).toThrow(
      expect.objectContaining({ kind: 'Invalid', code, field: 'travellerNames' }),
    );
  });
});

describe('requireExpenseTravellers', () => {
  const names = ['Ada', 'Bo', 'Cy'];

  it('passes an expense paid and shared by the trip’s travellers', () => {
    expect(() => requireExpenseTravellers(names, { paidBy: 'Bo', splitBetween: ['Ada', 'Bo'] })).not.toThrow();
  });

  it.each([
    [{ paidBy: 'Eve', splitBetween: ['Ada'] }, 'paidBy', 'not_a_traveller'],
    [{ paidBy: 'Ada', splitBetween: ['Ada', 'Eve'] }, 'splitBetween', 'not_a_traveller'],
    [{ paidBy: 'Ada', splitBetween: ['Bo', 'Bo'] }, 'splitBetween', 'traveller_repeated'],
  ])('refuses %o, naming %s', (expense, field, code) => {
    expect(() => requireExpenseTravellers(names, expense)).toThrow(
      expect.objectContaining({ kind: 'Invalid', code, field }),
    );
  });
});
