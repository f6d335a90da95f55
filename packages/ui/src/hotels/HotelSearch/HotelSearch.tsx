import { HOTELS, stayNights, type HotelsSearchParams } from '@farewise/contracts';
import { useAirportLookup } from '../../api/useAirportSearch';
import { useHotelSearch } from '../../api/useHotelSearch';
import { useNow } from '../../clock/ClockProvider';
import { EmptyState } from '../../layout/EmptyState';
import { Stack } from '../../layout/Stack';
import { SectionHeading } from '../../layout/SectionHeading';
import { StatusBanner } from '../../layout/StatusBanner';
import { formatShortDate, plural } from '../../format';
import { HotelResults } from '../HotelResults';
import { HotelSearchForm } from '../HotelSearchForm';
import { hotelFormValues, hotelQuery, submittedHotelSearch } from '../hotelSearchState';

export interface HotelSearchProps {
  /** The search shown, e.g. from the URL (`/hotels?destination=Paris`): destination as an IATA code or city name. */
  search: HotelsSearchParams;
  /** Called with each new search, filter or sort. */
  onSearch: (search: HotelsSearchParams) => void;
}

/**
 * The hotel search (spec 02 §2, §4, §5, §7, §9): the live or demo status banner (re-read every 30 s), the search
 * form, and the results for the search shown, fetched as a query keyed by it that runs only with a destination and
 * retries twice. A link's destination (`?destination=Paris`) fills the form and searches at once.
 */
export function HotelSearch({ search, onSearch }: HotelSearchProps) {
  const today = useNow().toISOString().slice(0, 10);
  const lookup = useAirportLookup(search.destination);
  const query = hotelQuery(search, today);
  const outcome = useHotelSearch(query);
  const nights = query ? stayNights(query.checkInDate, query.checkOutDate) : 0;
  return (
    <Stack space="lg">
      <StatusBanner service="hotels" pollMs={HOTELS.statusPollMs} />
      <HotelSearchForm
        values={hotelFormValues(search, lookup.airport, today)}
        today={today}
        onSubmit={(values) => onSearch(submittedHotelSearch(values, search))}
        searching={outcome.isFetching}
      />
      <section aria-labelledby="hotel-results-title" aria-busy={outcome.isFetching}>
        <SectionHeading
          id="hotel-results-title"
          title={query ? `Hotels in ${lookup.airport?.city ?? query.destination}` : 'Hotels'}
          lead={
            query &&
            `${formatShortDate(query.checkInDate)} – ${formatShortDate(query.checkOutDate)} · ${plural(nights, 'night')} · ${plural(query.guests, 'guest')}, ${plural(query.rooms, 'room')}`
          }
        />
        {query ? (
          <HotelResults
            hotels={outcome.data}
            failed={outcome.isError}
            filter={search.filter}
            sort={search.sort}
            onFilterChange={(filter) => onSearch({ ...search, filter })}
            onSortChange={(sort) => onSearch({ ...search, sort })}
            nights={nights}
            rooms={query.rooms}
          />
        ) : (
          <EmptyState
            title="Where are you staying?"
            text="Choose a destination and your dates to compare hotels, with the nightly rate and the total for your stay."
          />
        )}
      </section>
    </Stack>
  );
}
