import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { alignToFlex, alignYToFlex, type Align, type AlignY } from '../alignment';
import { Box, type BoxProps, type Space } from '../Box';

export interface InlineProps extends Omit<BoxProps, keyof Sprinkles> {
  /** The gap between items, across and between lines; responsive as `{ mobile, tablet, desktop }`. */
  space: Space;
  /** Where the items sit along the line: `left` (default), `center` or `right`. */
  align?: Align;
  /** How items of different heights line up: `top`, `center` or `bottom`; they stretch when unset. */
  alignY?: AlignY;
  children: ReactNode;
}

/**
 * Items side by side that wrap onto new lines when they run out of room (after Braid's Inline): buttons,
 * badges, switches. A wrapping flex row with `gap`; with `as="ul"` give it `li` children.
 */
export function Inline({ space, align, alignY, children, ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={alignToFlex(align)}
      alignItems={alignYToFlex(alignY)}
      {...rest}
    >
      {children}
    </Box>
  );
}
