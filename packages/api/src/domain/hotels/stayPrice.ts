import { DateTime } from 'luxon';
import { stayNights, type HotelResult } from '@farewise/contracts';
import { roundCents } from '../money';
import { seasonFactor } from '../pricing/factors';
import { signedFor } from '../pricing/seeded';
import type { PeakNights } from './cityProfile';
import type { StayHotel, StayInventory } from './inventory';
import type { HotelRoom } from './rooms';

/**
 * Night-of-the-week multipliers, Monday night to Sunday night (ISO weekday of the date the night starts). Leisure
 * cities fill on Friday and Saturday nights; business hubs from Monday to Thursday and empty at weekends.
 */
const NIGHT_FACTOR: Record<PeakNights, readonly number[]> = {
  weekend: [0.94, 0.92, 0.93, 0.98, 1.16, 1.2, 0.9],
  weekday: [1.1, 1.14, 1.14, 1.06, 0.88, 0.84, 0.96],
};
/** Night-to-night noise: ±4 %, seeded per hotel and date. */
const NIGHT_NOISE = 0.04;

/** The ISO dates of a stay's nights: check-in day up to the day before check-out, `stayNights` of them. */
export function nightsOf(checkInDate: string, checkOutDate: string): string[] {
  const first = DateTime.fromISO(checkInDate, { zone: 'utc' });
  return Array.from({ length: stayNights(checkInDate, checkOutDate) }, (_, i) => first.plus({ days: i }).toISODate()!);
}

/**
 * One room's rate in USD to the cent for the night starting on `date` (ISO): the hotel's base rate × the room's
 * factor × season (the city's hemisphere and the month, as fares) × the night of the week × (1 ± 4 %) noise.
 */
export function nightlyRate(inventory: StayInventory, hotel: StayHotel, room: HotelRoom, date: string): number {
  const night = DateTime.fromISO(date, { zone: 'utc' });
  return roundCents(
    hotel.baseRate *
      room.rateFactor *
      seasonFactor(inventory.place.latitude, night.month) *
      NIGHT_FACTOR[inventory.peak][night.weekday - 1]! *
      (1 + NIGHT_NOISE * signedFor(`${hotel.id}:${date}`)),
  );
}

/**
 * A stay's price in USD from its nights' rates (one room each): `perNight` is their mean to the cent, `total` is
 * `perNight` × nights × `rooms` exactly (computed in cents), and `amount`, the amount to pay, is the total.
 */
export function stayPrice(nightlyRates: readonly number[], rooms: number): HotelResult['price'] {
  const meanCents = Math.round((nightlyRates.reduce((sum, rate) => sum + rate, 0) / nightlyRates.length) * 100);
  const total = (meanCents * nightlyRates.length * rooms) / 100;
  return { perNight: meanCents / 100, total, amount: total };
}
