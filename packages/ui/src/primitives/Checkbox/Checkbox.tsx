import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { LabelledControl } from '../LabelledControl';
import { box, indicator } from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'children'> {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
}

/** A labelled checkbox (Radix Checkbox): Space toggles it. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, id, className, ...rest },
  ref,
) {
  return (
    <LabelledControl id={id} label={label} className={className}>
      {(controlId) => (
        <RadixCheckbox.Root ref={ref} id={controlId} className={box} {...rest}>
          <RadixCheckbox.Indicator className={indicator}>
            <Check size={14} strokeWidth={3} aria-hidden="true" />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
      )}
    </LabelledControl>
  );
});
