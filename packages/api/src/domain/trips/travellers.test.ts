import { describe, expect, it } from 'vitest';
import {
  defaultTravellerNames,
  requireExpenseTravellers,
  requireTravellerNames,
  resizeTravellerNames,
} from './travellers';

describe('defaultTravellerNames', () => {
  it('names the organiser You and the others Traveler 2, Traveler 3, …', () => {
    expect(defaultTravellerNames(1)).toEqual(['You']);
    expect(defaultTravellerNames(3)).toEqual(['You', 'Traveler 2', 'Traveler 3']);
  });
});

describe('resizeTravellerNames', () => {
  it('cuts the last names for fewer travellers', () => {
    expect(resizeTravellerNames(['Ada', 'Bo', 'Cy'], 2)).toEqual(['Ada', 'Bo']);
  });

  it('keeps the names given and adds default names for more travellers', () => {
    expect(resizeTravellerNames(['Ada', 'Bo'], 4)).toEqual(['Ada', 'Bo', 'Traveler 3', 'Traveler 4']);
  });

  it('never adds a name someone already has', () => {
    expect(resizeTravellerNames(['You', 'Traveler 3'], 3)).toEqual(['You', 'Traveler 3', 'Traveler 4']);
  });

  it('leaves the names alone for the same count', () => {
    expect(resizeTravellerNames(['Ada'], 1)).toEqual(['Ada']);
  });
});

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
