import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { control } from '../shared.css';
import { textarea } from './Textarea.css';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Marks the field invalid (`aria-invalid`) and draws it in the danger colour. */
  invalid?: boolean;
}

/** A multi-line text field that the user can resize vertically. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, className, rows = 4, ...rest },
  ref,
) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={[control, textarea, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
