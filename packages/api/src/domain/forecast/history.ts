import { DateTime } from 'luxon';
import { quantileSorted } from 'simple-statistics';
import type { PriceHistoryPoint, PriceHistoryResponse } from '@farewise/contracts';

export const HISTORY_DAYS = 365;
export const FORECAST_DAYS = 90;
/** How far ahead of departure the rolling series books: the cheapest window of the pricing model. */
export const BOOKING_LEAD_DAYS = 45;
/**
 * The days out an observed fare may be booked and still stand for the rolling series' point: within two weeks of
 * {@link BOOKING_LEAD_DAYS}, so a fare for next week or next season is not read as that day's 45-day fare.
 */
export const OBSERVED_LEAD_DAYS = { min: BOOKING_LEAD_DAYS - 14, max: BOOKING_LEAD_DAYS + 14 } as const;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A route's price history (issue "flight search", item 4): one point a day for the past 12 months, each the
 * lowest fare searches observed that day for a departure about 45 days out (see {@link OBSERVED_LEAD_DAYS}) where
 * there were such searches and the model's back-cast otherwise, then a
 * 90-day forecast. The typical range is the 25th–75th percentile of the past year; today's fare is `low`,
 * `typical` or `high` against it. The buy/wait advice for one departure comes with it (see `stopping/tripAdvice`).
 * @param modelFare the model's lowest fare in USD for a search on an ISO date (departing 45 days later).
 */
export function priceHistory(
  route: string,
  today: string,
  observed: ReadonlyMap<string, number>,
  modelFare: (searchDay: string) => number,
  advice: PriceHistoryResponse['advice'],
): PriceHistoryResponse {
  const start = DateTime.fromISO(today, { zone: 'utc' });
  const points: PriceHistoryPoint[] = [];
  for (let offset = -(HISTORY_DAYS - 1); offset <= FORECAST_DAYS; offset += 1) {
    const day = start.plus({ days: offset }).toISODate()!;
    const seen = offset <= 0 ? observed.get(day) : undefined;
    points.push(
      seen !== undefined
        ? { date: day, price: round2(seen), source: 'observed' }
        : { date: day, price: round2(modelFare(day)), source: offset <= 0 ? 'model' : 'forecast' },
    );
  }

  const past = points.slice(0, HISTORY_DAYS);
  const sorted = past.map((p) => p.price).sort((a, b) => a - b);
  const low = round2(quantileSorted(sorted, 0.25));
  const high = round2(quantileSorted(sorted, 0.75));
  const current = past[past.length - 1]!.price;

  return {
    route,
    points,
    typicalRange: { low, high },
    verdict: current < low ? 'low' : current > high ? 'high' : 'typical',
    advice,
  };
}

/** The departure date the rolling series prices for a search day. */
export function departureFor(searchDay: string): string {
  return DateTime.fromISO(searchDay, { zone: 'utc' }).plus({ days: BOOKING_LEAD_DAYS }).toISODate()!;
}
