import { useEffect, useState, type FormEvent } from 'react';
import type { AirportSuggestion } from '@farewise/contracts';
import { AlertCircle, Search, Sparkles } from 'lucide-react';
import { useAirportLookup } from '../../api/useAirportSearch';
import { useFlightSearch } from '../../api/useFlightSearch';
import { useNow } from '../../clock/ClockProvider';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { useToast } from '../../primitives/Toast';
import { AirportPicker } from '../AirportPicker';
import { FlightResults } from '../FlightResults';
import { actions, fields, form, notice, noticeText, results, searching } from './FlightSearch.css';
import { flexibleDateOptions, routeToSearch, travelerOptions } from './searchOptions';

export interface FlightSearchProps {
  /** Id of the questionnaire section that Smart Trip Planner scrolls to (spec 01 §2). */
  plannerAnchor?: string;
  /**
   * Airports a link asks for, by IATA code or city (`/?origin=JFK&destination=CDG`): the pickers start with them,
   * and with at least one the search runs at once (a saved search's Search again).
   */
  initialRoute?: { origin?: string; destination?: string };
}

/**
 * The home hero search (spec 01 §2, §4, §5, §8): From and To airport pickers, Flexible Dates, Travelers,
 * Find Best Prices and Smart Trip Planner. Idle → searching (spinner) → results or failed, with the spec's toasts.
 * With no airport it shows the validation message; with one it defaults the other (NYC / PAR).
 */
export function FlightSearch({ plannerAnchor = 'questionnaire', initialRoute }: FlightSearchProps) {
  const presetOrigin = useAirportLookup(initialRoute?.origin);
  const presetDestination = useAirportLookup(initialRoute?.destination);
  // The form mounts afresh once the linked airports are known, so they are its starting values.
  if (!presetOrigin.settled || !presetDestination.settled)
    return <SearchForm key="pending" plannerAnchor={plannerAnchor} />;
  return (
    <SearchForm
      key="ready"
      plannerAnchor={plannerAnchor}
      initialOrigin={presetOrigin.airport}
      initialDestination={presetDestination.airport}
    />
  );
}

interface SearchFormProps {
  plannerAnchor: string;
  initialOrigin?: AirportSuggestion | null;
  initialDestination?: AirportSuggestion | null;
}

function SearchForm({ plannerAnchor, initialOrigin = null, initialDestination = null }: SearchFormProps) {
  const today = useNow().toISOString().slice(0, 10);
  const { toast } = useToast();
  const search = useFlightSearch();
  const [origin, setOrigin] = useState<AirportSuggestion | null>(initialOrigin);
  const [destination, setDestination] = useState<AirportSuggestion | null>(initialDestination);
  const [flexibleDates, setFlexibleDates] = useState<string>('anytime-year');
  const [travelers, setTravelers] = useState<string>('1-adult');
  const [departureDate, setDepartureDate] = useState('');
  const [missingAirports, setMissingAirports] = useState(false);

  const startSearch = (route: { origin: string; destination: string }) =>
    search.mutate(
      {
        ...route,
        travelers: travelerOptions.find((option) => option.value === travelers)?.count ?? 1,
        flexibleDates: flexibleDates as (typeof flexibleDateOptions)[number]['value'],
        departureDate: flexibleDates === 'specific-dates' && departureDate ? departureDate : undefined,
      },
      {
        onSuccess: () => toast({ title: 'Flight search completed!', variant: 'success' }),
        onError: () =>
          toast({
            title: 'Search failed',
            description: 'Please try again with different airports',
            variant: 'destructive',
          }),
      },
    );

  // A link that named airports searches at once, with the other airport defaulted as usual.
  const [linkedRoute] = useState(() =>
    initialOrigin || initialDestination
      ? routeToSearch(initialOrigin?.iataCode ?? null, initialDestination?.iataCode ?? null)
      : null,
  );
  useEffect(() => {
    if (linkedRoute) startSearch(linkedRoute);
    // Once, on mount: the link's search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const route = routeToSearch(origin?.iataCode ?? null, destination?.iataCode ?? null);
    setMissingAirports(route === null);
    if (route) startSearch(route);
  };

  return (
    <div>
      <form className={form} onSubmit={submit} aria-label="Flight search" noValidate>
        <div className={fields}>
          <AirportPicker label="From" value={origin} onChange={setOrigin} />
          <AirportPicker label="To" value={destination} onChange={setDestination} />
          <FormField label="Flexible Dates">
            {(control) => (
              <Select
                {...control}
                options={flexibleDateOptions}
                value={flexibleDates}
                onValueChange={setFlexibleDates}
              />
            )}
          </FormField>
          <FormField label="Travelers">
            {(control) => (
              <Select {...control} options={travelerOptions} value={travelers} onValueChange={setTravelers} />
            )}
          </FormField>
          {flexibleDates === 'specific-dates' && (
            <FormField label="Departure date" hint="Leave empty for the cheapest booking window">
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  min={today}
                  value={departureDate}
                  onChange={(e) => setDepartureDate(e.target.value)}
                />
              )}
            </FormField>
          )}
        </div>
        {missingAirports && (
          <div className={notice} role="alert">
            <AlertCircle size={18} aria-hidden="true" />
            <div>
              <strong>Please select departure and destination airports</strong>
              <p className={noticeText}>We need both airports to search for flights</p>
            </div>
          </div>
        )}
        <div className={actions}>
          <Button type="submit" size="lg" loading={search.isPending}>
            {!search.isPending && <Search size={18} aria-hidden="true" />}
            Find Best Prices
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            onClick={() =>
              document.getElementById(plannerAnchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
            }
          >
            <Sparkles size={18} aria-hidden="true" />
            Smart Trip Planner
          </Button>
        </div>
      </form>
      <div className={results} aria-live="polite" aria-busy={search.isPending}>
        {search.isPending && <p className={searching}>Searching for the best fares…</p>}
        {search.isError && (
          <div className={notice} role="alert">
            <AlertCircle size={18} aria-hidden="true" />
            <div>
              <strong>Search failed</strong>
              <p className={noticeText}>Please try again with different airports</p>
            </div>
          </div>
        )}
        {search.isSuccess && (
          <FlightResults
            results={search.data}
            route={`${search.variables.origin}-${search.variables.destination}`}
            search={search.variables}
          />
        )}
      </div>
    </div>
  );
}
