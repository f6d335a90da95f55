import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { Label } from '../Label';
import { row } from '../Checkbox/Checkbox.css';
import { root, thumb } from './Switch.css';

export interface SwitchProps extends Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'children'> {
  /** The visible label; clicking it flips the switch. */
  label: ReactNode;
}

/** An on/off switch (Radix Switch, `role="switch"`): Space or Enter flips it. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, id, className, ...rest },
  ref,
) {
  const fallbackId = useId();
  const switchId = id ?? fallbackId;
  return (
    <div className={[row, className].filter(Boolean).join(' ')}>
      <RadixSwitch.Root ref={ref} id={switchId} className={root} {...rest}>
        <RadixSwitch.Thumb className={thumb} />
      </RadixSwitch.Root>
      <Label htmlFor={switchId}>{label}</Label>
    </div>
  );
});
