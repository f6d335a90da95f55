import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Slot } from 'radix-ui';
import { button, spinner, type ButtonVariants } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Render the child element (a link, say) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  /**
   * Shows a spinner while an action runs, and ignores presses meanwhile. The button stays focusable (`aria-disabled`,
   * not `disabled`): a disabled button would drop the focus of the keyboard user who pressed it to the page. Not with
   * `asChild`, whose child (a link) has no busy state.
   */
  loading?: boolean;
  /**
   * Ignores presses and says so (`aria-disabled`), with no spinner, while the focus stays: for a control that must
   * wait (a list's Delete while a change saves) but may hold the focus of whoever pressed it.
   */
  unavailable?: boolean;
}

const ignorePress = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export interface BareButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Ignores presses (the click is cancelled, so a submit button's form is not sent either) and says so with
   * `aria-disabled`, while the button keeps focus.
   */
  busy?: boolean;
}

/**
 * A `<button>` with no look of its own (`type="button"` unless given) and `Button`'s busy behaviour: for a control drawn
 * otherwise, such as a menu item, that must wait like a `Button` does.
 */
export const BareButton = forwardRef<HTMLButtonElement, BareButtonProps>(function BareButton(
  { busy = false, type, onClick, 'aria-disabled': ariaDisabled, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      {...rest}
      aria-disabled={busy ? true : ariaDisabled}
      onClick={busy ? ignorePress : onClick}
    />
  );
});

/**
 * The action primitive. `variant` is its visual weight: `solid` (default, the brand colour), `soft`, `outline`,
 * `ghost`; `tone="critical"` draws a solid button in the critical colour for destructive actions. Sizes `sm`,
 * `md` (40 px), `lg`; `square` for a lone icon (see `IconButton`); `wrap` for a label that may need two lines.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    asChild,
    loading = false,
    unavailable = false,
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
    onClick,
    'aria-disabled': ariaDisabled,
    ...rest
  },
  ref,
) {
  const classes = [button({ variant, tone, size, fullWidth, square, wrap }), className].filter(Boolean).join(' ');
  const waiting = (loading || unavailable) && !disabled;
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} onClick={onClick} aria-disabled={ariaDisabled} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <BareButton
      ref={ref}
      type={type}
      className={classes}
      {...rest}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={ariaDisabled}
      // Cancelling the click also cancels the form submission it would start, Enter in a field's included.
      busy={waiting}
      onClick={onClick}
    >
      {loading && <span className={spinner} aria-hidden="true" />}
      {children}
    </BareButton>
  );
});
