import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Label as RadixLabel } from 'radix-ui';
import { label, required as requiredMark } from './Label.css';

export interface LabelProps extends ComponentPropsWithoutRef<typeof RadixLabel.Root> {
  /** Adds the spec's required marker `*` (hidden from screen readers, which read `required` on the field). */
  required?: boolean;
}

/** A form label (Radix Label): clicking it focuses its control. */
export const Label = forwardRef<HTMLLabelElement, LabelProps>(function Label(
  { required, className, children, ...rest },
  ref,
) {
  return (
    <RadixLabel.Root ref={ref} className={[label, className].filter(Boolean).join(' ')} {...rest}>
      {children}
      {required && (
        <span className={requiredMark} aria-hidden="true">
          {' *'}
        </span>
      )}
    </RadixLabel.Root>
  );
});
