import { useId, type ReactNode } from 'react';
import { Label } from '../Label';
import { error as errorClass, field, hint as hintClass } from './FormField.css';

/** Props a FormField hands to its control so the label, hint and error are wired for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  required?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help shown under the control, e.g. the spec's "letters, numbers, underscores only". */
  hint?: ReactNode;
  /** The validation message; its presence marks the control invalid. */
  error?: string;
  required?: boolean;
  /** Renders the control with the ids and ARIA attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** Label, control, hint and error message, wired together (spec 01 §5 forms). */
export function FormField({ label, hint, error, required, children, className }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
