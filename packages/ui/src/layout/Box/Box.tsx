import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import { blockReset, listReset } from './Box.css';
import { splitSprinkles } from './splitSprinkles';

/** The white-space scale of the theme (`none`, `xxs` 2 px … `xxxl` 48 px), optionally per breakpoint. */
export type Space = NonNullable<Sprinkles['gap']>;

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element drawn, `div` by default: `ul`, `section`, `nav`, `dl` … as the content means. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

const RESETS: Partial<Record<string, string>> = { ul: listReset, ol: listReset, dl: blockReset };

/**
 * The lowest layout primitive (after Braid's Box): one element whose layout and text props are the theme's
 * sprinkles (`display`, `flexDirection`, `gap`, `padding`, `alignItems`, `gridTemplateColumns`, `color`,
 * `fontSize` …; responsive as `{ mobile, tablet, desktop }`), drawn as atomic classes. `as` picks the element;
 * lists start without the browser's margins, bullets and indent. Other props reach the element.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  const reset = typeof as === 'string' ? RESETS[as] : undefined;
  return createElement(as, { className: [reset, sprinkles(atoms), className].filter(Boolean).join(' '), ...rest });
}
