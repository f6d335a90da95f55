import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import type { AlignY } from '../alignment';
import { Box, type BoxProps, type Space } from '../Box';
import { columnsLayout, type CollapseBelow } from './columnsLayout';

export interface ColumnsProps extends Omit<BoxProps, keyof Sprinkles> {
  /** The gap between columns (and between them once stacked); responsive as `{ mobile, tablet, desktop }`. */
  space: Space;
  /** Below this breakpoint the columns stack one under another, each full width. */
  collapseBelow?: CollapseBelow;
  /** How columns of different heights line up while side by side; they stretch when unset. */
  alignY?: AlignY;
  /** `Column` elements. */
  children: ReactNode;
}

/**
 * Content side by side in `Column`s (after Braid's Columns): fluid columns share the width, `width="content"`
 * ones keep their own; below `collapseBelow` they stack. A flex row with `gap`.
 */
export function Columns({ space, collapseBelow, alignY, children, ...rest }: ColumnsProps) {
  return (
    <Box display="flex" gap={space} {...columnsLayout(collapseBelow, alignY)} {...rest}>
      {children}
    </Box>
  );
}
