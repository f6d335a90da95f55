import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { button, type ButtonVariants } from '../Button/Button.css';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>, Pick<ButtonVariants, 'variant' | 'size'> {
  /** What the button does, read by screen readers and shown as its title. */
  label: string;
  /** The icon, drawn decoratively. */
  icon: ReactNode;
}

/** A square button showing only an icon; `label` names it for assistive technology. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size, className, type, title, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      title={title ?? label}
      className={[button({ variant, size, square: true }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
});
