import { useState } from 'react';
import { HomeSearchParams } from '@farewise/contracts';
import { useAirportLookup } from '../../api/useAirportSearch';
import { useFetchFlightSearch, useFlightSearch } from '../../api/useFlightSearch';
import { useFilterState } from '../../layout/FilteredGrid/useFilterState';
import { useToast } from '../../primitives/Toast';
import { FlightResults } from '../FlightResults';
import { results as resultsClass, searching } from './FlightSearch.css';
import { FlightSearchForm } from './FlightSearchForm';
import { SearchNotice } from './SearchNotice';
import { draftForSearch, formValues, placeCode, searchRequest, submittedSearch, type SearchDraft } from './searchState';

const NO_SEARCH = HomeSearchParams.parse({});

export interface FlightSearchProps {
  /** Id of the questionnaire section that Smart Trip Planner scrolls to (spec 01 §2). */
  plannerAnchor?: string;
  /**
   * The search shown (controlled), e.g. from the URL: airports as IATA codes or city names
   * (`/?origin=JFK&destination=Paris`), option ids, cabin and ISO departure date. With an airport, its results show.
   */
  search?: HomeSearchParams;
  /** Where an uncontrolled search starts; no search by default. */
  defaultSearch?: HomeSearchParams;
  /** Called with each search the traveller submits (airports as IATA codes), e.g. to put it in the URL. */
  onSearch?: (search: HomeSearchParams) => void;
}

/**
 * The home hero search (spec 01 §2, §4, §5, §8): the form, then searching, the results or the failure for the
 * current search, fetched as a query keyed by its params (so a link, reload or Back shows the same results).
 * Edits stay in the form until Find Best Prices; submitting shows the spec's toasts, with no airport the
 * validation message, and with one the other defaults (NYC / PAR).
 */
export function FlightSearch({
  plannerAnchor = 'questionnaire',
  search: searchProp,
  defaultSearch = NO_SEARCH,
  onSearch,
}: FlightSearchProps) {
  const [search, setSearch] = useFilterState({ value: searchProp, defaultValue: defaultSearch, onChange: onSearch });
  const origin = useAirportLookup(search.origin);
  const destination = useAirportLookup(search.destination);
  const request = searchRequest(search, placeCode(search.origin, origin), placeCode(search.destination, destination));
  const outcome = useFlightSearch(request);
  const fetchSearch = useFetchFlightSearch();
  const { toast } = useToast();

  const [draft, setDraft] = useState<SearchDraft>({});
  const [draftOf, setDraftOf] = useState(search);
  if (draftOf !== search) {
    // A new search (submitted, or Back): the form shows it, keeping no stale edit.
    setDraftOf(search);
    setDraft(draftForSearch(draft, search));
  }
  const values = formValues(search, draft, origin.airport, destination.airport);
  const [missingAirports, setMissingAirports] = useState(false);

  const submit = () => {
    const next = submittedSearch(search, values);
    setMissingAirports(next === null);
    if (!next) return;
    setSearch(next);
    const params = searchRequest(next, values.origin?.iataCode ?? null, values.destination?.iataCode ?? null)!;
    fetchSearch(params).then(
      () => toast({ title: 'Flight search completed!', tone: 'positive' }),
      () =>
        toast({
          title: 'Search failed',
          description: 'Please try again with different airports',
          tone: 'critical',
        }),
    );
  };

  return (
    <div>
      <FlightSearchForm
        values={values}
        onEdit={(edit) => setDraft({ ...draft, ...edit })}
        onSubmit={submit}
        searching={outcome.isFetching}
        missingAirports={missingAirports}
        plannerAnchor={plannerAnchor}
      />
      <div className={resultsClass} aria-live="polite" aria-busy={outcome.isFetching}>
        {outcome.isFetching && <p className={searching}>Searching for the best fares…</p>}
        {outcome.isError && !outcome.isFetching && (
          <SearchNotice title="Search failed" text="Please try again with different airports" />
        )}
        {outcome.isSuccess && request && (
          <FlightResults results={outcome.data} route={`${request.origin}-${request.destination}`} search={request} />
        )}
      </div>
    </div>
  );
}
