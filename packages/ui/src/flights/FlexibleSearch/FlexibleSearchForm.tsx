import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FlexibleSearchFields, type FlexibleSearchSubmission } from '@farewise/contracts';
import { useNow } from '../../clock/ClockProvider';
import { useInBrowser } from '../../ssr/useInBrowser';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { Select } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { AirportPicker } from '../AirportPicker';
import * as css from './FlexibleSearch.css';
import { FLEXIBILITY_OPTIONS, monthOptions, TRAVELER_COUNT_OPTIONS, WEEKDAY_OPTIONS } from './flexibleForm';

export interface FlexibleSearchFormProps {
  /** What the form shows: the current search (it resets to a new one). */
  values: FlexibleSearchFields;
  /** Called with a valid search. */
  onSubmit: (values: FlexibleSearchSubmission) => void;
  /** Whether a search is running: Search shows a spinner. */
  searching: boolean;
}

/**
 * The flexible-date search form (spec 01 §2, §3, §5, §9): From and To airport pickers, the month (this one and the
 * next 11), round trip and nights away (1–30), travelers (1–9), flexibility (±2 days, ±1 week, the entire month),
 * the preferred weekdays (none: any day) and a maximum price in USD. Bad input is named at its field and nothing is
 * sent.
 */
export function FlexibleSearchForm({ values, onSubmit, searching }: FlexibleSearchFormProps) {
  const today = useNow().toISOString().slice(0, 10);
  // The months run from today, which a page drawn on the server cannot know.
  const monthsKnown = useInBrowser();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FlexibleSearchFields, unknown, FlexibleSearchSubmission>({
    values,
    // A new search resets the form; an airport lookup that lands while the traveller types keeps their edits.
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(FlexibleSearchFields),
  });
  const roundTrip = useWatch({ control, name: 'isRoundTrip' });
  return (
    <form className={css.form} onSubmit={handleSubmit(onSubmit)} aria-label="Flexible date search" noValidate>
      <div className={css.fields}>
        <Controller
          control={control}
          name="origin"
          render={({ field }) => (
            <AirportPicker label="From" value={field.value} onChange={field.onChange} error={errors.origin?.message} />
          )}
        />
        <Controller
          control={control}
          name="destination"
          render={({ field }) => (
            <AirportPicker
              label="To"
              value={field.value}
              onChange={field.onChange}
              error={errors.destination?.message}
            />
          )}
        />
        <FormField label="Month">
          {(props) => (
            <Controller
              control={control}
              name="departureMonth"
              render={({ field }) => (
                <Select
                  {...props}
                  options={monthOptions(today)}
                  value={field.value}
                  onValueChange={field.onChange}
                  loading={!monthsKnown}
                />
              )}
            />
          )}
        </FormField>
        <FormField label="Travelers">
          {(props) => (
            <Controller
              control={control}
              name="travelers"
              render={({ field }) => (
                <Select
                  {...props}
                  options={TRAVELER_COUNT_OPTIONS}
                  value={String(field.value)}
                  onValueChange={(count) => field.onChange(Number(count))}
                />
              )}
            />
          )}
        </FormField>
        <FormField label="Flexibility">
          {(props) => (
            <Controller
              control={control}
              name="flexibilityLevel"
              render={({ field }) => (
                <Select {...props} options={FLEXIBILITY_OPTIONS} value={field.value} onValueChange={field.onChange} />
              )}
            />
          )}
        </FormField>
        <FormField label="Max price (USD)" hint="Per person; empty for any price" error={errors.maxPrice?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('maxPrice', { valueAsNumber: true })}
              type="number"
              inputMode="decimal"
              min={1}
            />
          )}
        </FormField>
      </div>
      <div className={css.actions}>
        <Controller
          control={control}
          name="isRoundTrip"
          render={({ field }) => <Switch label="Round trip" checked={field.value} onCheckedChange={field.onChange} />}
        />
        {roundTrip && (
          <FormField label="Nights away" error={errors.tripNights?.message}>
            {(props) => (
              <Input {...props} {...register('tripNights', { valueAsNumber: true })} type="number" min={1} max={30} />
            )}
          </FormField>
        )}
      </div>
      <Controller
        control={control}
        name="preferredDays"
        render={({ field }) => (
          <fieldset className={css.days}>
            <legend className={css.legend}>Preferred days (none: any day)</legend>
            {WEEKDAY_OPTIONS.map((day) => (
              <Checkbox
                key={day.value}
                label={day.label}
                checked={field.value.includes(day.value)}
                onCheckedChange={(checked) =>
                  field.onChange(
                    WEEKDAY_OPTIONS.map((d) => d.value).filter((d) =>
                      d === day.value ? checked === true : field.value.includes(d),
                    ),
                  )
                }
              />
            ))}
          </fieldset>
        )}
      />
      <div className={css.actions}>
        <Button type="submit" size="lg" loading={searching}>
          {!searching && <Search size={18} aria-hidden="true" />}
          Search Flexible Dates
        </Button>
      </div>
    </form>
  );
}
