import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps, type Space } from '../Box';

/** Cards per row in the library's card grids: one on phones, two on tablets, four on desktops. */
export const CARD_COLUMNS = { mobile: 1, tablet: 2, desktop: 4 } as const;

export interface TilesProps extends Omit<BoxProps, keyof Sprinkles> {
  /** Tiles per row, 1–5, per breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. */
  columns: NonNullable<Sprinkles['gridTemplateColumns']>;
  /** The gap between tiles, across and down; responsive like `columns`. */
  space: Space;
  children: ReactNode;
}

/**
 * A grid of equal tiles (after Braid's Tiles): cards in `columns` per row at each breakpoint, `space` apart.
 * With `as="ul"` give it `li` children.
 */
export function Tiles({ columns, space, children, ...rest }: TilesProps) {
  return (
    <Box display="grid" gridTemplateColumns={columns} gap={space} {...rest}>
      {children}
    </Box>
  );
}
