import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps, type Space } from '../Box';

/**
 * The library's card grids: as many columns as fit cards of at least `size.card` (320 px), so three across the
 * content width, two on a tablet, one on a phone.
 */
export const CARD_COLUMNS = 'cards';

export interface TilesProps extends Omit<BoxProps, keyof Sprinkles> {
  /** Tiles per row, 1–5, per breakpoint (`{ mobile: 1, tablet: 2, desktop: 4 }`), or `CARD_COLUMNS`. */
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
