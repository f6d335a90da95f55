import { addMonths, format, parseISO } from 'date-fns';
import type { PriceCalendarQuery } from '@farewise/contracts';
import { useAirportLookup } from '../../api/useAirportSearch';
import { usePriceCalendar } from '../../api/usePriceCalendar';
import { useNow } from '../../clock/ClockProvider';
import { useInBrowser } from '../../ssr/useInBrowser';
import { formatLongDate, formatWholeUsd } from '../../format';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ChipGroup } from '../../primitives/ChipGroup';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { AirportPicker } from '../AirportPicker';
import { PriceCalendar } from '../PriceCalendar';
import * as css from './TravelCalendar.css';

/** The quick picks (spec 02 §9 calendar): four origins and five destinations. */
export const QUICK_ORIGINS = ['JFK', 'LAX', 'ORD', 'MIA'] as const;
export const QUICK_DESTINATIONS = ['CDG', 'LHR', 'FCO', 'BCN', 'AMS'] as const;
/** This month and the next five. */
const MONTHS_SHOWN = 6;

/** A travel calendar's route and month: IATA codes and `YYYY-MM` (this month when unset). */
export type TravelCalendarRoute = Pick<PriceCalendarQuery, 'origin' | 'destination'> & { month?: string };

const chips = (codes: readonly string[]) => codes.map((code) => ({ value: code, label: code }));

/** Where a deal's day opens: the home flight search for that route and date. */
export const dealSearchHref = (route: Pick<PriceCalendarQuery, 'origin' | 'destination'>, date: string) =>
  `/?${new URLSearchParams({ origin: route.origin, destination: route.destination, flexibleDates: 'specific-dates', departureDate: date })}`;

export interface TravelCalendarProps {
  /** The route and month shown (e.g. from the URL). */
  route: TravelCalendarRoute;
  /** Called with a changed route or month. */
  onRouteChange: (route: TravelCalendarRoute) => void;
}

/**
 * The travel calendar (spec 02 §2, §9): a route from any airport (or the quick picks), this month and the next five,
 * each day's one-way fare in USD per person coloured by its place in the month's min–max range (under 0.3 green,
 * under 0.6 yellow, else red) with its trend and deal labels, and the month's 3 cheapest days, each opening the
 * flight search for that date. Prices come from `GET /api/price-calendar`.
 */
export function TravelCalendar({ route, onRouteChange }: TravelCalendarProps) {
  const today = useNow().toISOString().slice(0, 10);
  const first = parseISO(`${today.slice(0, 7)}-01`);
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const month = addMonths(first, i);
    return { value: format(month, 'yyyy-MM'), label: format(month, 'MMM yyyy') };
  });
  // The months run from today, which a page drawn on the server cannot know: they are drawn loading until it hydrates.
  const monthsKnown = useInBrowser();
  const month = route.month ?? (monthsKnown ? months[0]!.value : undefined);
  const calendar = usePriceCalendar(month ? { origin: route.origin, destination: route.destination, month } : null);
  const origin = useAirportLookup(route.origin);
  const destination = useAirportLookup(route.destination);
  const change = (edit: Partial<TravelCalendarRoute>) => onRouteChange({ ...route, ...edit });

  return (
    <div className={css.layout}>
      <div className={css.controls}>
        <div className={css.pickers}>
          <AirportPicker
            label="From"
            value={origin.airport}
            onChange={(airport) => airport && change({ origin: airport.iataCode })}
          />
          <AirportPicker
            label="To"
            value={destination.airport}
            onChange={(airport) => airport && change({ destination: airport.iataCode })}
          />
        </div>
        <ChipGroup
          label="Popular origins"
          chips={chips(QUICK_ORIGINS)}
          value={route.origin}
          onValueChange={(code) => change({ origin: code })}
        />
        <ChipGroup
          label="Popular destinations"
          chips={chips(QUICK_DESTINATIONS)}
          value={route.destination}
          onValueChange={(code) => change({ destination: code })}
        />
        <ChipGroup
          label="Month"
          chips={months}
          value={month}
          onValueChange={(next) => change({ month: next })}
          loading={!monthsKnown}
        />
        {calendar.isError ? (
          <Alert tone="critical" role="alert">
            <strong>Prices could not be loaded.</strong> Check the airports, or try again in a moment.{' '}
            <Button size="sm" variant="outline" onClick={() => void calendar.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PriceCalendar
            month={month}
            days={calendar.data?.days}
            colouring="range"
            minMonth={months[0]!.value}
            maxMonth={months.at(-1)!.value}
            onMonthChange={(next) => change({ month: next })}
          />
        )}
      </div>
      <section className={css.controls} aria-labelledby="top-deals-title" aria-busy={calendar.isPending}>
        <h2 className={css.heading} id="top-deals-title">
          Top 3 deals
        </h2>
        {calendar.isPending && !calendar.isError && <Skeleton height="10rem" />}
        {calendar.data && calendar.data.topDeals.length === 0 && (
          <p className={css.muted}>No fares this month: every day has passed or has no flight.</p>
        )}
        {calendar.data && calendar.data.topDeals.length > 0 && (
          <ol className={css.deals}>
            {calendar.data.topDeals.map((day) => (
              <li key={day.date}>
                <Card variant="outlined" padding="sm" className={css.deal}>
                  <Link href={dealSearchHref(route, day.date)}>{formatLongDate(day.date)}</Link>
                  <span className={css.dealPrice}>{formatWholeUsd(day.price!)}</span>
                  {day.deals.length > 0 && <p className={css.muted}>{day.deals.join(' · ')}</p>}
                </Card>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
