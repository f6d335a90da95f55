import type { PlannerInterest } from '@farewise/contracts';
import { describe, expect, it } from 'vitest';
import type { CatalogueActivity } from './catalogue';
import { cheapestCost } from './cheapestCost';

const activity = (id: string, interest: PlannerInterest, costUsd: number): CatalogueActivity => ({
  id,
  name: id,
  interest,
  durationMinutes: 60,
  costUsd,
  opens: '08:00',
  closes: '22:00',
  area: 'Centre',
  note: id,
});

const cheapest = cheapestCost([
  activity('gallery', 'Museums', 20),
  activity('museum', 'Museums', 12),
  activity('market', 'Food & Dining', 15),
  activity('park', 'Nature & Wildlife', 0),
  activity('walk', 'Culture & History', 0),
  activity('tower', 'Architecture', 8),
]);
const none = new Set<string>();

describe('cheapestCost', () => {
  it('fills the slots with the cheapest activities when no interest is required', () => {
    expect(cheapest(3, new Set(), none)).toBe(8);
  });

  it('takes the cheapest activity of each required interest first', () => {
    expect(cheapest(3, new Set<PlannerInterest>(['Museums', 'Food & Dining']), none)).toBe(27);
  });

  it('never counts an activity twice', () => {
    expect(cheapest(4, new Set<PlannerInterest>(['Architecture']), none)).toBe(20);
  });

  it('leaves out what is already used', () => {
    expect(cheapest(1, new Set<PlannerInterest>(['Museums']), new Set(['museum']))).toBe(20);
    expect(cheapest(2, new Set(), new Set(['park']))).toBe(8);
  });

  it('is Infinity with fewer slots than interests, an interest missing, or too few activities', () => {
    expect(cheapest(1, new Set<PlannerInterest>(['Museums', 'Food & Dining']), none)).toBe(Infinity);
    expect(cheapest(2, new Set<PlannerInterest>(['Shopping']), none)).toBe(Infinity);
    expect(cheapest(7, new Set(), none)).toBe(Infinity);
  });
});
