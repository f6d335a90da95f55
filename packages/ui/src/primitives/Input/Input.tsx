import { forwardRef, type InputHTMLAttributes } from 'react';
import { control } from '../shared.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Marks the field invalid (`aria-invalid`) and draws it in the danger colour. */
  invalid?: boolean;
}

/** A single-line text field. Pair it with `FormField` for its label, hint and error. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, className, ...rest }, ref) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={[control, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
