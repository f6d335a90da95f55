import { useDeferredValue, useState } from 'react';
import {
  DEFAULT_DESTINATION,
  DEFAULT_ORIGIN,
  type FlexibleFlightOption,
  type FlexibleSearchParams,
  type FlexibleSearchResponse,
} from '@farewise/contracts';
import { useAirportLookup } from '../../api/useAirportSearch';
import { useFetchFlexibleSearch, useFlexibleSearch } from '../../api/useFlexibleSearch';
import { usePriceGrid } from '../../api/usePriceCalendar';
import { useNow } from '../../clock/ClockProvider';
import { useInBrowser } from '../../ssr/useInBrowser';
import { Alert } from '../../primitives/Alert';
import { useToast } from '../../primitives/Toast';
import { FlexibleOptionCard } from '../FlexibleOptionCard';
import { placeCode } from '../FlightSearch/searchState';
import { PriceCalendar } from '../PriceCalendar';
import { PriceGrid } from '../PriceGrid';
import { MAX_COMPARED, SelectedFlightBar } from '../SelectedFlightBar';
import * as css from './FlexibleSearch.css';
import { FlexibleSearchForm } from './FlexibleSearchForm';
import { FlexibleTips } from './FlexibleTips';
import { flexibleRequest, formValues, gridTrip, monthOptions, nightsBetween, submittedSearch } from './flexibleForm';

export interface FlexibleSearchProps {
  /** The search shown, e.g. from the URL (`/flexible-search?destination=CDG`); airports as IATA codes or names. */
  search: FlexibleSearchParams;
  /** Called with each new search: submitted, a calendar day picked, or another month. */
  onSearch: (search: FlexibleSearchParams) => void;
  /** Where Book takes an option in live mode; without it Book explains demo mode. */
  bookingHref?: (option: FlexibleFlightOption) => string;
}

const SEARCH_FAILED = {
  title: 'Search Failed',
  description: 'Using demo data. Connect a flight data API for real flexible date searches.',
  tone: 'critical',
} as const;

/**
 * The flexible-date search (spec 01 §2, §3, §8, §9): the form, the options cheapest first (select up to 3 to
 * compare in the selected-flight bar), the month's price calendar (pick a day to search around it, page to another
 * month), for round trips the departure × return grid around the chosen day (a cell sets both dates), and the three
 * tips. Fetched as a query keyed by the search; a submitted search shows "Flexible Search
 * Complete" or the destructive "Search Failed" toast, and a failed search keeps the last results on screen.
 */
export function FlexibleSearch({ search, onSearch, bookingHref }: FlexibleSearchProps) {
  const today = useNow().toISOString().slice(0, 10);
  const originLookup = useAirportLookup(search.origin ?? DEFAULT_ORIGIN);
  const destinationLookup = useAirportLookup(search.destination ?? DEFAULT_DESTINATION);
  const origin = placeCode(search.origin ?? DEFAULT_ORIGIN, originLookup);
  const destination = placeCode(search.destination ?? DEFAULT_DESTINATION, destinationLookup);
  const request =
    origin === undefined || destination === undefined ? null : flexibleRequest(search, origin, destination, today);
  const outcome = useFlexibleSearch(request);
  const fetchSearch = useFetchFlexibleSearch();
  const { toast } = useToast();

  // What is on screen: the current answer, or the last one while a new search loads or after it failed.
  const [shown, setShown] = useState<FlexibleSearchResponse>();
  if (outcome.data && outcome.data !== shown) setShown(outcome.data);
  // An answer reaches the page as a store update, which React renders at once and in one piece. The cards, the
  // calendar's days and the date grid are drawn from deferred copies of the answers instead, which React renders
  // after that, in slices that leave the main thread free for a tap.
  const results = useDeferredValue(shown);
  const [selected, setSelected] = useState<FlexibleFlightOption[]>([]);
  const [selectionOf, setSelectionOf] = useState(shown);
  if (selectionOf !== shown) {
    setSelectionOf(shown);
    setSelected([]);
  }

  const show = (next: FlexibleSearchParams) => onSearch(next);
  const submit = (next: FlexibleSearchParams) => {
    show(next);
    fetchSearch(flexibleRequest(next, next.origin!, next.destination!, today)).then(
      (answer) =>
        toast({
          title: 'Flexible Search Complete',
          description: `Found ${answer.options.length} flexible flight options with potential savings.`,
          tone: 'positive',
        }),
      () => toast(SEARCH_FAILED),
    );
  };
  const toggle = (option: FlexibleFlightOption) =>
    setSelected((current) =>
      current.some((o) => o.id === option.id)
        ? current.filter((o) => o.id !== option.id)
        : [...current, option].slice(-MAX_COMPARED),
    );

  // The date grid centres on the chosen day, else on the cheapest option, for round trips.
  const trip = request ? gridTrip(request, search.departureDate ?? shown?.options[0]?.departureDate) : null;
  const grid = useDeferredValue(usePriceGrid(trip).data);
  // The default month follows today, which a page drawn on the server cannot know: the calendar draws it loading.
  const inBrowser = useInBrowser();
  const months = monthOptions(today);
  const month = search.departureMonth ?? (inBrowser ? (request?.departureMonth ?? months[1]!.value) : undefined);
  // The month appears with the switch to the browser's values, which React renders at once, just after hydrating:
  // the calendar first draws it from a deferred copy. A later month shows at once.
  const calendarMonth = useDeferredValue(month) && month;
  const calendarDays = calendarMonth && results?.calendar.month === calendarMonth ? results.calendar.days : undefined;
  return (
    <div className={css.column}>
      <FlexibleSearchForm
        values={formValues(search, originLookup.airport, destinationLookup.airport, today)}
        onSubmit={(values) => submit(submittedSearch(values, search))}
        searching={outcome.isFetching}
      />
      <div className={css.layout}>
        <section className={css.column} aria-labelledby="flexible-options-title" aria-busy={outcome.isFetching}>
          <h2 className={css.heading} id="flexible-options-title">
            {results ? `${results.options.length} flexible options` : 'Flexible options'}
          </h2>
          {outcome.isError && !outcome.isFetching && (
            <Alert tone="critical" role="alert">
              <strong>{SEARCH_FAILED.title}.</strong> {SEARCH_FAILED.description}
              {results && ' The results below are from your last search.'}
            </Alert>
          )}
          {!results && outcome.isFetching && <p className={css.notice}>Searching flexible dates…</p>}
          {results?.options.length === 0 && (
            <p className={css.notice}>
              No flights match these dates. Try more flexibility, other days or a higher maximum price.
            </p>
          )}
          {results && results.options.length > 0 && (
            <ul className={css.options}>
              {results.options.map((option) => (
                <li key={option.id}>
                  <FlexibleOptionCard
                    option={option}
                    selected={selected.some((o) => o.id === option.id)}
                    onToggle={toggle}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <aside className={css.column} aria-label="Price calendar">
          <PriceCalendar
            month={calendarMonth}
            days={calendarDays}
            selectedDate={search.departureDate}
            minMonth={months[0]!.value}
            maxMonth={months.at(-1)!.value}
            onSelectDate={(date) => show({ ...search, departureMonth: date.slice(0, 7), departureDate: date })}
            onMonthChange={(next) => show({ ...search, departureMonth: next, departureDate: undefined })}
          />
          {trip && (
            <PriceGrid
              grid={grid}
              departureDate={search.departureDate}
              returnDate={trip.returnDate}
              onSelect={(departureDate, returnDate) =>
                show({
                  ...search,
                  departureMonth: departureDate.slice(0, 7),
                  departureDate,
                  tripNights: nightsBetween(departureDate, returnDate),
                })
              }
            />
          )}
          <FlexibleTips />
        </aside>
      </div>
      <SelectedFlightBar selected={selected} bookingHref={bookingHref} onClear={() => setSelected([])} />
    </div>
  );
}
