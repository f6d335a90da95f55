import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Tiles } from '../../layout/Tiles';
import { Checkbox } from '../Checkbox';
import { error as errorClass, group, legend as legendClass } from './CheckboxGroup.css';

export interface CheckboxGroupProps<T extends string> {
  /** The group's legend, read with every box. */
  legend: ReactNode;
  /** The choices, in the order shown. */
  options: readonly T[];
  /** The chosen ones. */
  value: readonly T[];
  /** Called with the chosen ones, always in the options' order. */
  onValueChange: (value: T[]) => void;
  /** Boxes per row at each breakpoint. */
  columns: NonNullable<Sprinkles['gridTemplateColumns']>;
  /** Shown under the boxes, and announced, when the choice is wrong. */
  error?: string;
  /** Option labels, when they differ from the values. */
  labelOf?: (option: T) => string;
}

/**
 * Many-of-many choice (a fieldset of Radix checkboxes under one legend): interests, activities, who shares an
 * expense. The chosen values always come back in the options' order.
 */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onValueChange,
  columns,
  error,
  labelOf = String,
}: CheckboxGroupProps<T>) {
  return (
    <fieldset className={group}>
      <legend className={legendClass}>{legend}</legend>
      <Tiles columns={columns} space="sm">
        {options.map((option) => (
          <Checkbox
            key={option}
            label={labelOf(option)}
            checked={value.includes(option)}
            onCheckedChange={(checked) =>
              onValueChange(options.filter((o) => (o === option ? checked === true : value.includes(o))))
            }
          />
        ))}
      </Tiles>
      {error && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
