import type { PriceHistoryResponse } from '@farewise/contracts';

/** A route's price history as the advisor reads it: low today, and "wait" for a departure on 5 May 2026. */
export const historyFixture = {
  typicalRange: { low: 303.42, high: 397.5 },
  verdict: 'low',
  advice: {
    departureDate: '2026-05-05',
    risk: 'save',
    action: 'wait',
    waitChance: 62,
    waitUntilDaysOut: 30,
    typicalLowDaysOut: 52,
    observedDays: 4,
    backtest: { trips: 6000, captured: 0.607, noWorse: 0.841, meanSaved: 0.069 },
  },
} satisfies Pick<PriceHistoryResponse, 'typicalRange' | 'verdict' | 'advice'>;
