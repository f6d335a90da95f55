import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Separator } from '../../primitives/Separator';
import { alignToFlex, type Align } from '../alignment';
import { Box, type BoxProps, type Space } from '../Box';

export interface StackProps extends Omit<BoxProps, keyof Sprinkles> {
  /** The gap between items, from the space scale; responsive as `{ mobile, tablet, desktop }`. */
  space: Space;
  /**
   * Lines items up on the cross axis: `left`, `center` or `right`. Unset, items stretch to the stack's width
   * (as block content does); set it when items should keep their own width, such as a badge over a heading.
   */
  align?: Align;
  /** Draws a thin line between items, with the gap on either side of it. */
  dividers?: boolean;
  children: ReactNode;
}

/**
 * Items one under another with even space between them (after Braid's Stack): a flex column with `gap`. With
 * `as="ul"` or `"ol"` give it `li` children; its dividers are then hidden list items, so lists stay valid.
 */
export function Stack({ space, align, dividers = false, as = 'div', children, ...rest }: StackProps) {
  const Divider = as === 'ul' || as === 'ol' ? 'li' : 'div';
  return (
    <Box as={as} display="flex" flexDirection="column" gap={space} alignItems={alignToFlex(align)} {...rest}>
      {dividers
        ? Children.toArray(children).map((item, index) => (
            <Fragment key={isValidElement(item) ? item.key : index}>
              {index > 0 && (
                <Box as={Divider} aria-hidden="true">
                  <Separator />
                </Box>
              )}
              {item}
            </Fragment>
          ))
        : children}
    </Box>
  );
}
