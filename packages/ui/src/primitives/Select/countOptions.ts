import { plural } from '../../format';
import type { SelectOption } from './Select';

/** Select options for a count from `min` to `max`, labelled with the noun: `1 traveler`, `2 travelers` … */
export function countOptions(min: number, max: number, noun: string): SelectOption[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: String(min + i), label: plural(min + i, noun) }));
}
