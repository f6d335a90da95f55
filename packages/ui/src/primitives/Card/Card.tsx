import { forwardRef, type HTMLAttributes } from 'react';
import { card, type CardVariants } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement>, CardVariants {
  /** The element drawn; `article` for self-contained items such as a flight, `section` for a titled panel. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
}

/** A surface that groups related content. Variants: `elevated` (default), `outlined`, `muted`; padding `sm`–`lg`. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as: Element = 'div', variant, padding, interactive, className, ...rest },
  ref,
) {
  return (
    <Element
      ref={ref as never}
      className={[card({ variant, padding, interactive }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
