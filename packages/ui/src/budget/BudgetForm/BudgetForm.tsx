import {
  BUDGET_LIMITS,
  BUDGET_STYLE_LEVELS,
  BUDGET_TRIP_TYPES,
  PLANNER_STYLES,
  clampDuration,
  clampTravelers,
  type BudgetInput,
  type BudgetTripType,
} from '@farewise/contracts';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { FormField } from '../../primitives/FormField';
import { RadioTiles } from '../../primitives/RadioTiles';
import { Select } from '../../primitives/Select';
import { LEVEL_LABELS, STYLE_LABELS, TRIP_TYPE_LABELS } from '../budgetLabels';
import { CountField } from '../CountField';
import { DestinationField } from '../DestinationField';

/** The two counts (spec 02 §5): days 1–90 and travelers 1–20. */
const COUNTS = [
  { field: 'duration', label: 'Duration (days)', noun: 'day', clamp: clampDuration },
  { field: 'travelers', label: 'Travelers', noun: 'traveler', clamp: clampTravelers },
] as const;
const TRIP_TYPE_OPTIONS = BUDGET_TRIP_TYPES.map((type) => ({ value: type, label: TRIP_TYPE_LABELS[type] }));
const STYLE_TILES = PLANNER_STYLES.map((style) => ({
  value: style,
  label: STYLE_LABELS[style],
  detail: `${LEVEL_LABELS[BUDGET_STYLE_LEVELS[style]]} suggestions`,
}));

export interface BudgetFormProps {
  inputs: BudgetInput;
  /** Called with every change: each keystroke, arrow step and choice. */
  onInputsChange: (inputs: BudgetInput) => void;
}

/**
 * The budget calculator's inputs (spec 02 §2, §5): destination (the ten priced cities suggested), duration 1–90
 * days, travelers 1–20, trip type, and travel style (budget, mid-range, luxury: the low, medium or high
 * suggestions). There is nothing to submit: every change is reported at once.
 */
export function BudgetForm({ inputs, onInputsChange }: BudgetFormProps) {
  const change = (edit: Partial<BudgetInput>) => onInputsChange({ ...inputs, ...edit });
  return (
    <Stack space="lg">
      <Tiles columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="md">
        <DestinationField value={inputs.destination} onValueChange={(destination) => change({ destination })} />
        {COUNTS.map(({ field, label, noun, clamp }) => (
          <CountField
            key={field}
            label={label}
            noun={noun}
            value={inputs[field]}
            limits={BUDGET_LIMITS[field]}
            clamp={clamp}
            onValueChange={(count) => change({ [field]: count })}
          />
        ))}
        <FormField label="Trip type" hint="Names the estimate and its export; the amounts do not depend on it.">
          {(props) => (
            <Select
              {...props}
              options={TRIP_TYPE_OPTIONS}
              value={inputs.tripType}
              onValueChange={(tripType) => change({ tripType: tripType as BudgetTripType })}
            />
          )}
        </FormField>
      </Tiles>
      <Stack space="xs">
        {/* The radio group is named by its aria-label; this is the same words for sighted users. */}
        <Box as="span" aria-hidden="true" fontSize="sm" fontWeight="semibold">
          Travel style
        </Box>
        <RadioTiles
          label="Travel style"
          tiles={STYLE_TILES}
          value={inputs.travelStyle}
          onValueChange={(style) => change({ travelStyle: style as BudgetInput['travelStyle'] })}
        />
      </Stack>
    </Stack>
  );
}
