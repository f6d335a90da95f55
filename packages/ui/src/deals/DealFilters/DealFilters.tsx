import { Deal } from '@farewise/contracts';
import { FormField } from '../../primitives/FormField';
import { Select } from '../../primitives/Select';
import { ALL_DEALS, type DealFilter } from '../dealMath';
import { filters } from './DealFilters.css';

const REGIONS = [
  { value: ALL_DEALS, label: 'All regions' },
  ...Deal.shape.category.options.map((region) => ({ value: region, label: region })),
];
const TYPES = [
  { value: ALL_DEALS, label: 'All types' },
  ...Deal.shape.type.options.map((type) => ({ value: type, label: type.charAt(0).toUpperCase() + type.slice(1) })),
];

/** The deal filters' choices: region and type, each possibly "all". */
export type DealChoice = Pick<DealFilter, 'region' | 'type'>;

export interface DealFiltersProps {
  value: DealChoice;
  /** Called with both choices after either changes. */
  onChange: (choice: DealChoice) => void;
}

/** The deals page's region (all, Europe, Asia, Domestic, Adventure) and type (all, flight, package, hotel, experience) selects (spec 02 §2). */
export function DealFilters({ value, onChange }: DealFiltersProps) {
  return (
    <div className={filters}>
      <FormField label="Region">
        {(props) => (
          <Select
            {...props}
            options={REGIONS}
            value={value.region}
            onValueChange={(region) => onChange({ ...value, region: region as DealChoice['region'] })}
          />
        )}
      </FormField>
      <FormField label="Type">
        {(props) => (
          <Select
            {...props}
            options={TYPES}
            value={value.type}
            onValueChange={(type) => onChange({ ...value, type: type as DealChoice['type'] })}
          />
        )}
      </FormField>
    </div>
  );
}
