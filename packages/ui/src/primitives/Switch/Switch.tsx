import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { LabelledControl } from '../LabelledControl';
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
  return (
    <LabelledControl id={id} label={label} className={className}>
      {(controlId) => (
        <RadixSwitch.Root ref={ref} id={controlId} className={root} {...rest}>
          <RadixSwitch.Thumb className={thumb} />
        </RadixSwitch.Root>
      )}
    </LabelledControl>
  );
});
