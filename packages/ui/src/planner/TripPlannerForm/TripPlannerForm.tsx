import { Controller, useForm, useWatch } from 'react-hook-form';
import { Sparkles } from 'lucide-react';
import { PLANNER_INTERESTS, PLANNER_STYLES, TRIP_PLAN_LIMITS, type TripPlannerSearchParams } from '@farewise/contracts';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { CheckboxGroup } from '../../primitives/CheckboxGroup';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { RadioTiles } from '../../primitives/RadioTiles';
import { SubmitButton } from '../../primitives/SubmitButton';
import * as css from './TripPlannerForm.css';

const STYLE_TILES = PLANNER_STYLES.map((style) => ({
  value: style,
  label: style === 'mid-range' ? 'Mid-range' : style.charAt(0).toUpperCase() + style.slice(1),
}));

export interface TripPlannerFormProps {
  /** What the form shows: the current search (it resets to a new one). */
  values: TripPlannerSearchParams;
  today: string;
  onSubmit: (values: TripPlannerSearchParams) => void;
  /** While a plan is being made: Generate shows a spinner and is disabled (spec 02 §5). */
  generating: boolean;
}

/**
 * The planner's form (spec 02 §2, §3, §5, §9): destination, start and end date, travelers 1–20, a free-text budget
 * ("$1,500", "2k per person"), the 12 interests and the 3 styles. Generate stays disabled until the destination and
 * the start date are set, and while generating.
 */
export function TripPlannerForm({ values, today, onSubmit, generating }: TripPlannerFormProps) {
  const { control, register, handleSubmit } = useForm<TripPlannerSearchParams>({ values });
  const [destination, startDate] = useWatch({ control, name: ['destination', 'startDate'] });
  const ready = destination.trim() !== '' && Boolean(startDate);
  return (
    <form
      className={css.form}
      aria-label="Plan a trip"
      noValidate
      onSubmit={handleSubmit((next) =>
        onSubmit({ ...next, startDate: next.startDate || undefined, endDate: next.endDate || undefined }),
      )}
    >
      <Stack space="lg">
        <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="md">
          <FormField label="Destination" required>
            {(props) => (
              <Input
                {...props}
                {...register('destination')}
                placeholder="Paris, Tokyo, Lisbon…"
                maxLength={TRIP_PLAN_LIMITS.destinationMaxLength}
              />
            )}
          </FormField>
          <FormField label="Start date" required>
            {(props) => <Input {...props} {...register('startDate')} type="date" min={today} />}
          </FormField>
          <FormField label="End date" hint="Empty for a day trip">
            {(props) => <Input {...props} {...register('endDate')} type="date" min={startDate || today} />}
          </FormField>
          <FormField label="Travelers">
            {(props) => (
              <Input
                {...props}
                {...register('travelers', { valueAsNumber: true })}
                type="number"
                min={TRIP_PLAN_LIMITS.travelers.min}
                max={TRIP_PLAN_LIMITS.travelers.max}
              />
            )}
          </FormField>
        </Tiles>
        <FormField label="Budget" hint="Any way you would say it: $1,500, 2k per person, about 3000 for both">
          {(props) => <Input {...props} {...register('budget')} maxLength={TRIP_PLAN_LIMITS.budgetMaxLength} />}
        </FormField>
        <Controller
          control={control}
          name="interests"
          render={({ field }) => (
            <CheckboxGroup
              legend="Interests"
              options={PLANNER_INTERESTS}
              value={field.value}
              onValueChange={field.onChange}
              columns={{ mobile: 1, tablet: 3, desktop: 4 }}
            />
          )}
        />
        <Controller
          control={control}
          name="travelStyle"
          render={({ field }) => (
            <RadioTiles label="Travel style" tiles={STYLE_TILES} value={field.value} onValueChange={field.onChange} />
          )}
        />
        <SubmitButton
          label="Generate Itinerary"
          icon={<Sparkles size={18} aria-hidden="true" />}
          pending={generating}
          missing={ready ? undefined : 'Choose a destination and a start date to generate a plan.'}
        />
      </Stack>
    </form>
  );
}
