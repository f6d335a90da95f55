import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, format, parseISO } from 'date-fns';
import { Search } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { HOTELS, hotelSearchFields, type HotelSearchFields, type HotelSearchSubmission } from '@farewise/contracts';
import { AirportPicker } from '../../flights/AirportPicker';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { countOptions, Select } from '../../primitives/Select';
import { SubmitButton } from '../../primitives/SubmitButton';
import * as css from './HotelSearchForm.css';

/** Guests 1–6 and rooms 1–4 (spec 02 §9). */
const GUEST_OPTIONS = countOptions(HOTELS.guests.min, HOTELS.guests.max, 'guest');
const ROOM_OPTIONS = countOptions(HOTELS.rooms.min, HOTELS.rooms.max, 'room');
const CURRENCY_OPTIONS = [{ value: 'USD', label: 'USD ($)' }];

/** The day after an ISO date: the earliest check-out for a check-in. */
const nextDay = (isoDate: string) => format(addDays(parseISO(isoDate), 1), 'yyyy-MM-dd');

export interface HotelSearchFormProps {
  /** What the form shows: the current search (it resets to a new one). */
  values: HotelSearchFields;
  /** Today as an ISO date: earlier check-in dates are disabled (spec 02 §5). */
  today: string;
  /** Called with a valid search. */
  onSubmit: (values: HotelSearchSubmission) => void;
  /** Whether a search is running: Search shows a spinner. */
  searching: boolean;
}

/**
 * The hotel search form (spec 02 §2, §3, §5, §9): the destination (suggestions show city and IATA code), check-in
 * from today, check-out after it (at most 30 nights), guests 1–6, rooms 1–4 and the currency (USD). Search stays
 * disabled until the destination and both dates are set; any other bad input is named at its field and nothing
 * is sent.
 */
export function HotelSearchForm({ values, today, onSubmit, searching }: HotelSearchFormProps) {
  const schema = useMemo(() => hotelSearchFields(today), [today]);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HotelSearchFields, unknown, HotelSearchSubmission>({
    values,
    // A new search resets the form; a destination lookup that lands while the traveller types keeps their edits.
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(schema),
  });
  const [destination, checkInDate, checkOutDate] = useWatch({
    control,
    name: ['destination', 'checkInDate', 'checkOutDate'],
  });
  const complete = destination !== null && checkInDate !== '' && checkOutDate !== '';
  const countSelect = (name: 'guests' | 'rooms', label: string, options: typeof GUEST_OPTIONS) => (
    <FormField label={label}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              {...props}
              options={options}
              value={String(field.value)}
              onValueChange={(count) => field.onChange(Number(count))}
            />
          )}
        />
      )}
    </FormField>
  );

  return (
    <form className={css.form} onSubmit={handleSubmit(onSubmit)} aria-label="Hotel search" noValidate>
      <Stack space="lg">
        <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="md">
          <Controller
            control={control}
            name="destination"
            render={({ field }) => (
              <AirportPicker
                label="Destination"
                placeholder="City or airport"
                value={field.value}
                onChange={field.onChange}
                error={errors.destination?.message}
              />
            )}
          />
          <FormField label="Check-in" error={errors.checkInDate?.message}>
            {(props) => <Input {...props} {...register('checkInDate')} type="date" min={today} />}
          </FormField>
          <FormField label="Check-out" error={errors.checkOutDate?.message}>
            {(props) => (
              <Input
                {...props}
                {...register('checkOutDate')}
                type="date"
                min={nextDay(checkInDate && checkInDate >= today ? checkInDate : today)}
              />
            )}
          </FormField>
          {countSelect('guests', 'Guests', GUEST_OPTIONS)}
          {countSelect('rooms', 'Rooms', ROOM_OPTIONS)}
          <FormField label="Currency" hint="Prices are shown in US dollars">
            {(props) => (
              <Controller
                control={control}
                name="currency"
                render={({ field }) => (
                  <Select {...props} options={CURRENCY_OPTIONS} value={field.value} onValueChange={field.onChange} />
                )}
              />
            )}
          </FormField>
        </Tiles>
        <SubmitButton
          label="Search Hotels"
          icon={<Search size={18} aria-hidden="true" />}
          pending={searching}
          missing={complete ? undefined : 'Choose a destination and both dates to search.'}
        />
      </Stack>
    </form>
  );
}
