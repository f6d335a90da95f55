import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { button, spinner, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Render the child element (a link, say) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  /** Shows a spinner, sets `aria-busy` and blocks clicks while an action runs. */
  loading?: boolean;
}

/**
 * The action primitive. `variant` is its visual weight: `solid` (default, the brand colour), `soft`, `outline`,
 * `ghost`; `tone="critical"` draws a solid button in the critical colour for destructive actions. Sizes `sm`,
 * `md` (40 px), `lg`; `square` for a lone icon (see `IconButton`); `wrap` for a label that may need two lines.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    asChild,
    loading = false,
    variant,
    tone,
    size,
    fullWidth,
    square,
    wrap,
    className,
    children,
    disabled,
    type,
    ...rest
  },
  ref,
) {
  const classes = [button({ variant, tone, size, fullWidth, square, wrap }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={spinner} aria-hidden="true" />}
      {children}
    </button>
  );
});
