import { INSPIRATION_SEASONS, InspirationTrip } from '@farewise/contracts';
import { categoryLabel } from '../../destinations/categoryTone';
import { Button } from '../../primitives/Button';
import { FormField } from '../../primitives/FormField';
import { Select } from '../../primitives/Select';
import { ANY, NO_TRIP_FILTER, filtersActive, type TripFilter } from '../filterTrips';
import { panel } from './InspirationFilters.css';

const options = (any: string, values: readonly string[], label = categoryLabel) => [
  { value: ANY, label: any },
  ...values.map((value) => ({ value, label: label(value) })),
];

const CATEGORIES = options('All categories', InspirationTrip.shape.category.options);
const SEASONS = options('Any season', INSPIRATION_SEASONS);
/** Budget bands of spec 02 §9. */
const BUDGET_LABELS: Record<string, string> = {
  budget: 'Budget $500-$1,500',
  'mid-range': 'Mid-Range $1,500-$3,500',
  luxury: 'Luxury $3,500+',
};
const BUDGETS = options('Any budget', InspirationTrip.shape.priceRange.options, (band) => BUDGET_LABELS[band] ?? band);

export interface InspirationFiltersProps {
  id?: string;
  value: TripFilter;
  onChange: (filter: TripFilter) => void;
}

/** The trip inspiration filter panel (spec 02 §2): Category, Best Season and Budget Range selects, and Clear All. */
export function InspirationFilters({ id, value, onChange }: InspirationFiltersProps) {
  const select = (label: string, key: 'category' | 'season' | 'budget', choices: typeof CATEGORIES) => (
    <FormField label={label}>
      {(props) => (
        <Select
          {...props}
          options={choices}
          value={value[key]}
          onValueChange={(choice) => onChange({ ...value, [key]: choice })}
        />
      )}
    </FormField>
  );
  return (
    <div id={id} className={panel} role="group" aria-label="Trip filters">
      {select('Category', 'category', CATEGORIES)}
      {select('Best Season', 'season', SEASONS)}
      {select('Budget Range', 'budget', BUDGETS)}
      <Button
        variant="ghost"
        onClick={() => onChange({ ...NO_TRIP_FILTER, query: value.query })}
        disabled={!filtersActive(value)}
      >
        Clear All
      </Button>
    </div>
  );
}
