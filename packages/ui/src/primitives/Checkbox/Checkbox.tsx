import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { Label } from '../Label';
import { box, indicator, row } from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<typeof RadixCheckbox.Root>, 'children'> {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
}

/** A labelled checkbox (Radix Checkbox): Space toggles it. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, id, className, ...rest },
  ref,
) {
  const fallbackId = useId();
  const boxId = id ?? fallbackId;
  return (
    <div className={[row, className].filter(Boolean).join(' ')}>
      <RadixCheckbox.Root ref={ref} id={boxId} className={box} {...rest}>
        <RadixCheckbox.Indicator className={indicator}>
          <Check size={14} strokeWidth={3} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <Label htmlFor={boxId}>{label}</Label>
    </div>
  );
});
