import type { PriceGridResponse } from '@farewise/contracts';
import { formatShortDate, formatWholeUsd } from '../../format';
import { Skeleton } from '../../primitives/Skeleton';
import * as css from './PriceGrid.css';

export interface PriceGridProps {
  /** The grid from `GET /api/price-grid` (round-trip fares in USD per person); undefined while it loads. */
  grid?: PriceGridResponse;
  /** The trip shown as chosen, as ISO dates. */
  departureDate?: string;
  returnDate?: string;
  /** Called with the dates of a picked cell. */
  onSelect?: (departureDate: string, returnDate: string) => void;
}

/**
 * The depart × return date grid (as Google Flights' and Kayak's): 7 departure days down, 7 return days across, each
 * cell the round trip's fare in whole USD per person, the cheapest highlighted, impossible trips (return not after
 * departure, or past) disabled. Picking a cell sets both dates.
 */
export function PriceGrid({ grid, departureDate, returnDate, onSelect }: PriceGridProps) {
  const cheapest = grid?.cheapest;
  return (
    <section className={css.wrapper} aria-labelledby="price-grid-title" aria-busy={!grid}>
      <h3 className={css.title} id="price-grid-title">
        Departure × return dates
      </h3>
      {cheapest && (
        <p className={css.note}>
          Cheapest: out {formatShortDate(cheapest.departureDate)}, back {formatShortDate(cheapest.returnDate)},{' '}
          {formatWholeUsd(cheapest.price)}
        </p>
      )}
      {grid ? (
        <table className={css.table}>
          <caption className={css.caption}>Round-trip fare per person: departure down, return across</caption>
          <thead>
            <tr>
              <td />
              {grid.returnDates.map((date) => (
                <th key={date} scope="col" className={css.head}>
                  {formatShortDate(date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.departureDates.map((out, d) => (
              <tr key={out}>
                <th scope="row" className={css.head}>
                  {formatShortDate(out)}
                </th>
                {grid.returnDates.map((back, r) => {
                  const price = grid.cells[d]?.[r] ?? null;
                  const isCheapest = cheapest?.departureDate === out && cheapest.returnDate === back;
                  const trip = `Out ${formatShortDate(out)}, back ${formatShortDate(back)}`;
                  return (
                    <td key={back}>
                      <button
                        type="button"
                        className={[css.cell, isCheapest ? css.cheapest : ''].filter(Boolean).join(' ')}
                        disabled={price === null}
                        aria-pressed={out === departureDate && back === returnDate}
                        aria-label={
                          price === null
                            ? `${trip}: not available`
                            : `${trip}: ${formatWholeUsd(price)}${isCheapest ? ', cheapest' : ''}`
                        }
                        onClick={() => onSelect?.(out, back)}
                      >
                        {price === null ? '—' : formatWholeUsd(price)}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <>
          <p className={css.note}>Loading the date grid…</p>
          <Skeleton height="16rem" />
        </>
      )}
    </section>
  );
}
