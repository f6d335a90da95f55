import { useState } from 'react';
import { plural } from '../../format';
import { FormField } from '../../primitives/FormField';
import { Input } from '../../primitives/Input';

export interface CountFieldProps {
  label: string;
  /** The noun counted, singular: `day`, `traveler`. */
  noun: string;
  /** The count in use: always within `limits`. */
  value: number;
  limits: { min: number; max: number };
  /** Turns what was typed into a count within `limits` (the contracts' `clampDuration`, `clampTravelers`). */
  clamp: (typed: number) => number;
  /** Called with the clamped count on every keystroke and arrow step. */
  onValueChange: (count: number) => void;
}

/**
 * A whole-number field whose input is never an error (spec 02 §5): out-of-range or invalid input counts as the
 * clamped value at once, the hint says so, and leaving the field shows that value. While the field is edited it
 * keeps the typed text, so clearing it to type another number works.
 */
export function CountField({ label, noun, value, limits, clamp, onValueChange }: CountFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const range = `${limits.min}–${limits.max} ${noun}s`;
  const adjusted = typed !== null && Number(typed) !== value;
  return (
    <FormField label={label} hint={adjusted ? `Counted as ${plural(value, noun)} (${range})` : range}>
      {(props) => (
        <Input
          {...props}
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          value={typed ?? value}
          onChange={(event) => {
            setTyped(event.target.value);
            onValueChange(clamp(Number(event.target.value)));
          }}
          onBlur={() => setTyped(null)}
        />
      )}
    </FormField>
  );
}
