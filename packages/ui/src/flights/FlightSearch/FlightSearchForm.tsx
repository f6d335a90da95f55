import type { FormEvent } from 'react';
import { Search, Sparkles } from 'lucide-react';
import { useNow } from '../../clock/ClockProvider';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { AirportPicker } from '../AirportPicker';
import { actions, fields, form } from './FlightSearch.css';
import { SearchNotice } from './SearchNotice';
import { flexibleDateOptions, travelerOptions } from './searchOptions';
import type { SearchDraft, SearchFormValues } from './searchState';

export interface FlightSearchFormProps {
  values: SearchFormValues;
  /** Called with each edit, as the fields it changes. */
  onEdit: (edit: SearchDraft) => void;
  onSubmit: () => void;
  /** Whether a search is running: Find Best Prices shows a spinner. */
  searching: boolean;
  /** Shows the spec's "select both airports" message (spec 01 §5). */
  missingAirports: boolean;
  /** Id of the section Smart Trip Planner scrolls to. */
  plannerAnchor: string;
}

/**
 * The home search's fields and buttons (spec 01 §2, §4): From and To pickers, Flexible Dates (with a departure date
 * from today on for "specific-dates"), Travelers, Find Best Prices and Smart Trip Planner.
 */
export function FlightSearchForm({
  values,
  onEdit,
  onSubmit,
  searching,
  missingAirports,
  plannerAnchor,
}: FlightSearchFormProps) {
  const today = useNow().toISOString().slice(0, 10);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={form} onSubmit={submit} aria-label="Flight search" noValidate>
      <div className={fields}>
        <AirportPicker label="From" value={values.origin} onChange={(origin) => onEdit({ origin })} />
        <AirportPicker label="To" value={values.destination} onChange={(destination) => onEdit({ destination })} />
        <FormField label="Flexible Dates">
          {(control) => (
            <Select
              {...control}
              options={flexibleDateOptions}
              value={values.flexibleDates}
              onValueChange={(choice) => onEdit({ flexibleDates: choice as SearchFormValues['flexibleDates'] })}
            />
          )}
        </FormField>
        <FormField label="Travelers">
          {(control) => (
            <Select
              {...control}
              options={travelerOptions}
              value={values.travelers}
              onValueChange={(choice) => onEdit({ travelers: choice as SearchFormValues['travelers'] })}
            />
          )}
        </FormField>
        {values.flexibleDates === 'specific-dates' && (
          <FormField label="Departure date" hint="Leave empty for the cheapest booking window">
            {(control) => (
              <Input
                {...control}
                type="date"
                min={today}
                value={values.departureDate}
                onChange={(e) => onEdit({ departureDate: e.target.value })}
              />
            )}
          </FormField>
        )}
      </div>
      {missingAirports && (
        <SearchNotice
          title="Please select departure and destination airports"
          text="We need both airports to search for flights"
        />
      )}
      <div className={actions}>
        <Button type="submit" size="lg" loading={searching}>
          {!searching && <Search size={18} aria-hidden="true" />}
          Find Best Prices
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          onClick={() => document.getElementById(plannerAnchor)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        >
          <Sparkles size={18} aria-hidden="true" />
          Smart Trip Planner
        </Button>
      </div>
    </form>
  );
}
