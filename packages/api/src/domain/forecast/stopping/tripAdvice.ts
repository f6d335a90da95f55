import { DateTime } from 'luxon';
import type { BookingAdvice, RiskSetting } from '@farewise/contracts';
import backtest from './backtest.json' with { type: 'json' };
import modelJson from './model.json' with { type: 'json' };
import { adviseStopping } from './advise';
import { StoppingModel } from './model';

const MODEL = StoppingModel.parse(modelJson);
/** Days of fares the advice reads, ending today: the features' longest window. */
export const ADVICE_PATH_DAYS = 28;
/** The furthest out the policy was fitted for. */
const MAX_DAYS_OUT = 330;

/** What the advice for one departure reads. */
export interface TripAdviceInput {
  /** ISO dates. */
  today: string;
  departureDate: string;
  risk: RiskSetting;
  /** The lowest fare searches observed for this departure, by ISO search day (USD). */
  observed: ReadonlyMap<string, number>;
  /** The pricing model's fare for this departure booked on an ISO date (USD): the prior. */
  modelFare: (bookedOn: string) => number;
}

/**
 * The buy/wait advice for one departure (issue 17): the learned stopping policy of the chosen risk setting reads the
 * departure's fares over the past 28 days (each day's observed lowest fare where searches saw one, the pricing
 * model's otherwise) with today's fare as the reference, and the model's fares from tomorrow on to say when it
 * would buy. "Typically lowest" is the day out, up to 330, with the model's lowest fare for this departure.
 * @throws RangeError when the departure is not after today.
 */
export function tripAdvice({ today, departureDate, risk, observed, modelFare }: TripAdviceInput): BookingAdvice {
  const start = DateTime.fromISO(today, { zone: 'utc' });
  const departure = DateTime.fromISO(departureDate, { zone: 'utc' });
  const daysOut = Math.round(departure.diff(start, 'days').days);
  if (daysOut < 1) throw new RangeError('The advice needs a departure after today');
  const bookedOn = (offset: number) => start.plus({ days: offset }).toISODate()!;
  const pastDays = Math.min(ADVICE_PATH_DAYS, MAX_DAYS_OUT - daysOut + 1);
  let observedDays = 0;
  const fares = Array.from({ length: Math.max(1, pastDays) }, (_, i) => {
    const day = bookedOn(i - Math.max(1, pastDays) + 1);
    const seen = observed.get(day);
    if (seen !== undefined) observedDays += 1;
    return seen ?? modelFare(day);
  });
  const expected = Array.from({ length: daysOut - 1 }, (_, k) => modelFare(bookedOn(k + 1)));
  const path = {
    fares,
    horizon: daysOut + fares.length - 1,
    departureDay: departure.ordinal - 1,
    firstWeekday: start.minus({ days: fares.length - 1 }).weekday - 1,
  };
  const advice = adviseStopping(MODEL, risk, path, expected);
  const { trips, captured, noWorse, meanSaved } = backtest[risk];
  return {
    departureDate,
    risk,
    ...advice,
    typicalLowDaysOut: typicalLowDaysOut(departure, modelFare),
    observedDays,
    backtest: { trips, captured, noWorse, meanSaved },
  };
}

/** The days out, 1 to 330, at which the model's fare for the departure is lowest. */
function typicalLowDaysOut(departure: DateTime, modelFare: (bookedOn: string) => number): number {
  let best = { days: 1, fare: Infinity };
  for (let days = 1; days <= MAX_DAYS_OUT; days += 1) {
    const fare = modelFare(departure.minus({ days }).toISODate()!);
    if (fare < best.fare) best = { days, fare };
  }
  return best.days;
}
