import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'square' | 'asChild' | 'loading' | 'fullWidth'
> {
  /** What the button does, read by screen readers and shown as its title. */
  label: string;
  /** The icon, drawn decoratively. */
  icon: ReactNode;
}

/** A square `Button` showing only an icon (`ghost` by default); `label` names it for assistive technology. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', title, ...rest },
  ref,
) {
  return (
    <Button ref={ref} aria-label={label} title={title ?? label} variant={variant} square {...rest}>
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </Button>
  );
});
