import { useState } from 'react';
import type { FlexibleFlightOption } from '@farewise/contracts';
import { formatShortDate, formatStops, formatUsd, tripTypeOf } from '../../format';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import * as css from './SelectedFlightBar.css';

/** At most this many options are compared side by side. */
export const MAX_COMPARED = 3;

const tripDates = (option: FlexibleFlightOption) =>
  option.returnDate
    ? `${formatShortDate(option.departureDate)} – ${formatShortDate(option.returnDate)}`
    : formatShortDate(option.departureDate);

/** The compared facts, one row each (issue: price, dates, duration, stops and airline). */
const ROWS: [string, (option: FlexibleFlightOption) => string][] = [
  ['Price', (option) => `${formatUsd(option.price)} ${tripTypeOf(option.returnDate)}`],
  ['Dates', tripDates],
  ['Duration', (option) => option.duration],
  ['Stops', (option) => formatStops(option.stops)],
  ['Airline', (option) => option.airline],
];

export interface SelectedFlightBarProps {
  /** The selected options, in the order chosen (at most 3 are compared). */
  selected: FlexibleFlightOption[];
  /**
   * Where Book takes the traveller for an option in live mode (the live provider's offers for that trip); without
   * it, Book explains that booking needs a live provider (demo mode).
   */
  bookingHref?: (option: FlexibleFlightOption) => string;
  /** Clears the selection. */
  onClear?: () => void;
}

/**
 * The bar under the flexible-date options once one is selected (spec 01 §2): the latest selection's dates and fare,
 * Compare, which opens a side-by-side dialog of up to 3 selected options (price, dates, duration, stops, airline),
 * and Book, which opens the live provider's offers for the trip, or in demo mode says plainly that booking needs a
 * live provider.
 */
export function SelectedFlightBar({ selected, bookingHref, onClear }: SelectedFlightBarProps) {
  const [demoNotice, setDemoNotice] = useState(false);
  const latest = selected.at(-1);
  if (!latest) return null;
  const compared = selected.slice(-MAX_COMPARED);
  const book = () => {
    if (bookingHref) window.open(bookingHref(latest), '_blank', 'noopener');
    else setDemoNotice(true);
  };
  return (
    <section className={css.bar} aria-label="Selected flight">
      <div className={css.row}>
        <p className={css.summary}>
          {latest.origin} → {latest.destination} · {tripDates(latest)} · {formatUsd(latest.price)} per person,{' '}
          {tripTypeOf(latest.returnDate)}
          {selected.length > 1 && ` · ${selected.length} selected`}
        </p>
        <div className={css.actions}>
          <Dialog
            title={`Compare ${compared.length === 1 ? 'flight' : `${compared.length} flights`}`}
            size="lg"
            trigger={<Button variant="outline">Compare</Button>}
          >
            <table className={css.compareTable}>
              <thead>
                <tr>
                  <td className={css.compareCell} />
                  {compared.map((option) => (
                    <th key={option.id} scope="col" className={css.compareCell}>
                      {tripDates(option)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row" className={css.compareCell}>
                      {label}
                    </th>
                    {compared.map((option) => (
                      <td key={option.id} className={css.compareCell}>
                        {value(option)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Dialog>
          <Button onClick={book}>Book</Button>
          {onClear && (
            <Button variant="ghost" onClick={onClear}>
              Clear
            </Button>
          )}
        </div>
      </div>
      {demoNotice && (
        <Alert tone="info" role="status">
          <strong>Booking needs a live flight provider.</strong> These fares come from Farewise’s pricing model (demo
          mode); connect a flight data provider to book.
        </Alert>
      )}
    </section>
  );
}
