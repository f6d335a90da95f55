import type { PriceGridResponse } from '@farewise/contracts';
import { DateTime } from 'luxon';

/** Days shown either side of the chosen departure and return dates: 7 × 7 cells. */
export const GRID_REACH = 3;

/** The ISO dates from `reach` days before `date` to `reach` days after it. */
export function datesAround(date: string, reach = GRID_REACH): string[] {
  const centre = DateTime.fromISO(date, { zone: 'utc' });
  return Array.from({ length: 2 * reach + 1 }, (_, i) => centre.plus({ days: i - reach }).toISODate()!);
}

/**
 * The depart × return grid (as Google Flights' and Kayak's date grids): `cells[d][r]` is `fare(departure, return)`
 * in USD, or null when the return is not after the departure or `fare` has none; `cheapest` is the lowest cell,
 * the earliest departure then return on ties.
 */
export function priceGrid(
  departureDates: readonly string[],
  returnDates: readonly string[],
  fare: (departureDate: string, returnDate: string) => number | null,
): Pick<PriceGridResponse, 'cells' | 'cheapest'> {
  let cheapest: PriceGridResponse['cheapest'] = null;
  const cells = departureDates.map((departureDate) =>
    returnDates.map((returnDate) => {
      if (returnDate <= departureDate) return null;
      const price = fare(departureDate, returnDate);
      if (price !== null && (cheapest === null || price < cheapest.price)) {
        cheapest = { departureDate, returnDate, price };
      }
      return price;
    }),
  );
  return { cells, cheapest };
}
