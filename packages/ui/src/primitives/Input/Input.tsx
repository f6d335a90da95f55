import { forwardRef, type InputHTMLAttributes } from 'react';
import { useInBrowser } from '../../ssr/useInBrowser';
import { control } from '../shared.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the field invalid (`aria-invalid`) and draws it in the danger colour. */
  invalid?: boolean;
}

/**
 * A single-line text field. Pair it with `FormField` for its label, hint and error. A date field's `min` and `max`
 * (ISO dates, most often from today) are set only in the browser: a page prerendered on another day would keep the
 * server's, as React does not correct attributes when it hydrates, and the page answers only once hydrated.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, className, ...rest }, ref) {
  const inBrowser = useInBrowser();
  const dayBounds = rest.type === 'date' && !inBrowser ? { min: undefined, max: undefined } : {};
  return (
    <input
      ref={ref}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={[control, className].filter(Boolean).join(' ')}
      {...rest}
      {...dayBounds}
    />
  );
});

export interface NumberInputProps extends Omit<InputProps, 'type' | 'value' | 'onChange'> {
  /** The number shown; NaN shows an empty field ("no number yet"). */
  value: number;
  /** Called with the typed number as the person types: NaN while the field is empty or not yet a number. */
  onValueChange: (value: number) => void;
}

/**
 * A number field holding a `number`, controlled: an empty field is NaN to the form and `''` to the browser, which
 * logs a console warning when a number field is handed NaN (as a form reset to "no number yet" would).
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onValueChange, ...rest },
  ref,
) {
  return (
    <Input
      ref={ref}
      inputMode="decimal"
      {...rest}
      type="number"
      value={Number.isNaN(value) ? '' : value}
      onChange={(event) => onValueChange(event.currentTarget.valueAsNumber)}
    />
  );
});
