import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import {
  ACCOMMODATION_TYPES,
  WIZARD_ACTIVITIES,
  WIZARD_TRAVEL_STYLES,
  type BudgetDistribution,
  type TripDraft,
} from '@farewise/contracts';
import { addDays, format, parseISO } from 'date-fns';
import { formatLongDate, formatUsd } from '../../format';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { CheckboxGroup } from '../../primitives/CheckboxGroup';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';
import { RadioTiles } from '../../primitives/RadioTiles';
import { countOptions, Select } from '../../primitives/Select';
import { Slider } from '../../primitives/Slider';
import { Textarea } from '../../primitives/Textarea';
import * as css from './TripWizard.css';
import { dateErrors, distributionTotal, parsedBudget } from './wizard';

/** The form the wizard's steps fill: the spec's draft with every field present. */
export type DraftFields = Required<TripDraft>;

interface StepProps {
  control: Control<DraftFields>;
  register: UseFormRegister<DraftFields>;
  draft: DraftFields;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Travelers 1–8 (spec 01 §5). */
const TRAVELER_OPTIONS = countOptions(1, 8, 'traveler');
const BUDGET_CATEGORIES: (keyof BudgetDistribution)[] = [
  'accommodation',
  'transportation',
  'food',
  'activities',
  'shopping',
];

/** Step 1, Trip Basics: title and destination (required) and a description. */
export function TripBasicsStep({ register }: StepProps) {
  return (
    <Stack space="md">
      <FormField label="Trip title" required>
        {(props) => <Input {...props} {...register('title')} placeholder="Spring in Lisbon" />}
      </FormField>
      <FormField label="Destination" required>
        {(props) => <Input {...props} {...register('destination')} placeholder="City or country" />}
      </FormField>
      <FormField label="Description" hint="Optional: what the trip is for">
        {(props) => <Textarea {...props} {...register('description')} rows={3} />}
      </FormField>
    </Stack>
  );
}

/** Step 2, Travel Details: start from today, end after it (or after today), travelers 1–8. */
export function TravelDetailsStep({ control, register, draft, today }: StepProps & { today: string }) {
  const errors = dateErrors(draft, today);
  const earliestEnd = format(addDays(parseISO(draft.startDate || today), 1), 'yyyy-MM-dd');
  return (
    <Stack space="md">
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="md">
        <FormField label="Start date" required error={errors.startDate}>
          {(props) => <Input {...props} {...register('startDate')} type="date" min={today} />}
        </FormField>
        <FormField label="End date" required error={errors.endDate}>
          {(props) => <Input {...props} {...register('endDate')} type="date" min={earliestEnd} />}
        </FormField>
      </Tiles>
      <FormField label="Travelers">
        {(props) => (
          <Controller
            control={control}
            name="travelers"
            render={({ field }) => (
              <Select
                {...props}
                options={TRAVELER_OPTIONS}
                value={String(field.value)}
                onValueChange={(count) => field.onChange(Number(count))}
              />
            )}
          />
        )}
      </FormField>
    </Stack>
  );
}

/** Step 3, Budget Planning: the total in USD and the five category sliders, 0–60 in steps of 5. */
export function BudgetPlanningStep({
  register,
  distribution,
  onDistributionChange,
}: StepProps & { distribution: BudgetDistribution; onDistributionChange: (next: BudgetDistribution) => void }) {
  const total = distributionTotal(distribution);
  return (
    <Stack space="md">
      <FormField label="Total budget (USD)" required hint="For the whole trip and every traveler">
        {(props) => <Input {...props} {...register('totalBudget')} inputMode="decimal" placeholder="2500" />}
      </FormField>
      <Stack space="sm">
        {BUDGET_CATEGORIES.map((category) => (
          <Slider
            key={category}
            label={capitalised(category)}
            value={distribution[category]}
            min={0}
            max={60}
            step={5}
            format={(share) => `${share}%`}
            onValueChange={(share) => onDistributionChange({ ...distribution, [category]: share })}
          />
        ))}
      </Stack>
      <Box as="p" color={total === 100 ? 'success' : 'danger'} fontWeight="semibold" aria-live="polite">
        Total allocation: {total}%{total === 100 ? '' : ' (aim for 100%)'}
      </Box>
    </Stack>
  );
}

/** Step 4, Travel Style: one of the 6 styles and one of the 6 accommodation types. */
export function TravelStyleStep({ control }: StepProps) {
  return (
    <Stack space="lg">
      <Controller
        control={control}
        name="travelStyle"
        render={({ field }) => (
          <RadioTiles
            label="Travel style"
            tiles={WIZARD_TRAVEL_STYLES.map((style) => ({ value: style, label: capitalised(style) }))}
            value={field.value || undefined}
            onValueChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="accommodationType"
        render={({ field }) => (
          <RadioTiles
            label="Accommodation"
            tiles={ACCOMMODATION_TYPES.map((type) => ({ value: type, label: capitalised(type) }))}
            value={field.value || undefined}
            onValueChange={field.onChange}
          />
        )}
      />
    </Stack>
  );
}

/** Step 5, Activities: at least one of the 12. */
export function ActivitiesStep({ control }: StepProps) {
  return (
    <Controller
      control={control}
      name="selectedActivities"
      render={({ field }) => (
        <CheckboxGroup
          legend="What would you like to do? Choose at least one."
          options={WIZARD_ACTIVITIES}
          value={field.value}
          onValueChange={field.onChange}
          columns={{ mobile: 1, tablet: 2, desktop: 3 }}
        />
      )}
    />
  );
}

/** Step 6, Review & Create: everything the trip will be created with. */
export function ReviewStep({ draft, distribution }: StepProps & { distribution: BudgetDistribution }) {
  const budget = parsedBudget(draft.totalBudget);
  const rows: [string, string][] = [
    ['Title', draft.title],
    ['Destination', draft.destination],
    ['Dates', `${formatLongDate(draft.startDate)} – ${formatLongDate(draft.endDate)}`],
    ['Travelers', String(draft.travelers)],
    ['Total budget', budget === null ? '—' : formatUsd(budget)],
    ['Budget split', BUDGET_CATEGORIES.map((c) => `${capitalised(c)} ${distribution[c]}%`).join(', ')],
    ['Travel style', capitalised(draft.travelStyle)],
    ['Accommodation', capitalised(draft.accommodationType)],
    ['Activities', draft.selectedActivities.join(', ')],
  ];
  if (draft.description.trim()) rows.splice(2, 0, ['Description', draft.description.trim()]);
  return (
    <Tiles as="dl" columns={{ mobile: 1, tablet: 2 }} space="md">
      {rows.map(([term, value]) => (
        <div key={term}>
          <Box as="dt" fontWeight="semibold" fontSize="sm" color="textMuted">
            {term}
          </Box>
          <dd className={css.value}>{value}</dd>
        </div>
      ))}
    </Tiles>
  );
}
