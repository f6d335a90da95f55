import { stayNights, type BudgetEstimate, type HotelResult } from '@farewise/contracts';
import { formatUsd } from '../planner/formatUsd';
import type { UnnumberedSource } from './sourceLedger';

/** A query string with each value URI-encoded (a space is `%20`, which the app's routes read back as a space). */
const query = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');

/** An ISO date as a day of its month in words: `2026-04-03` → `April 3`. */
const dayName = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The stay a hotel search priced. */
export interface PricedStay {
  /** The place as asked: an IATA code or a city's name. */
  destination: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
  rooms: number;
}

/**
 * The sources of a hotel search (AI issue, kind `hotel-rate`), each linking the hotels search that shows it: the
 * cheapest `limit` hotels' rate per room per night and the cheapest one's total for the stay, USD. The labels name
 * the nights and the check-in day, so an answer may state them. No hotels, no sources.
 */
export function hotelRateSources(stay: PricedStay, hotels: readonly HotelResult[], limit = 3): UnnumberedSource[] {
  const href = `/hotels?${query({ ...stay })}`;
  const nights = stayNights(stay.checkInDate, stay.checkOutDate);
  const when = `${count(nights, 'night')} from ${dayName(stay.checkInDate)}`;
  const cheapest = hotels.slice(0, limit);
  const rates = cheapest.map((hotel) => ({
    kind: 'hotel-rate' as const,
    label: `${hotel.hotelName}, ${hotel.city}: per room per night, ${when}`,
    value: formatUsd(hotel.price.perNight),
    href,
  }));
  const [first] = cheapest;
  if (!first) return [];
  const rooms = count(stay.rooms, 'room');
  return [
    ...rates,
    {
      kind: 'hotel-rate',
      label: `${first.hotelName}, ${first.city}: total for ${when}, ${rooms}`,
      value: formatUsd(first.price.total),
      href,
    },
  ];
}

/**
 * The sources of a budget calculator estimate (AI issue, kind `budget`), each linking the calculator filled in with
 * the same inputs: the trip's total, per person and per day, USD. The labels name the days, so an answer may state
 * them.
 */
export function budgetSources(estimate: BudgetEstimate): UnnumberedSource[] {
  const { destination, duration, travelers, travelStyle } = estimate;
  const href = `/budget-calculator?${query({ destination, duration, travelers, travelStyle })}`;
  const trip = `${count(duration, 'day')} in ${destination} for ${count(travelers, 'traveler')}, ${travelStyle}`;
  return [
    { kind: 'budget', label: `Estimated total, ${trip}`, value: formatUsd(estimate.total), href },
    { kind: 'budget', label: `Estimated cost per person, ${trip}`, value: formatUsd(estimate.perPerson), href },
    { kind: 'budget', label: `Estimated cost per day, ${trip}`, value: formatUsd(estimate.dailyAverage), href },
  ];
}
