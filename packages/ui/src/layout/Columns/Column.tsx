import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box';
import { content, fluid } from './Column.css';

export interface ColumnProps extends Omit<BoxProps, keyof Sprinkles> {
  /** `content`: as wide as what it holds; unset, it shares the free width evenly with the other columns. */
  width?: 'content';
  children?: ReactNode;
}

/** One column of a `Columns` row (`li` when the row is a list). */
export function Column({ width, className, ...rest }: ColumnProps) {
  return <Box className={[width === 'content' ? content : fluid, className].filter(Boolean).join(' ')} {...rest} />;
}
