import { alignYToFlex, type AlignY } from '../alignment';

/** The breakpoint below which columns stack one under another: `tablet` (768 px) or `desktop` (1024 px). */
export type CollapseBelow = 'tablet' | 'desktop';

type Responsive<T> = T | { mobile: T; tablet: T; desktop: T };
type AlignItems = 'stretch' | 'flex-start' | 'center' | 'flex-end';

/**
 * The flex direction and cross alignment of a Columns row per breakpoint: below `collapseBelow` a column, each
 * item full width; from it on a row, lined up by `alignY` (stretched when unset). No `collapseBelow`: a row at
 * every width.
 */
export function columnsLayout(
  collapseBelow: CollapseBelow | undefined,
  alignY: AlignY | undefined,
): { flexDirection: Responsive<'row' | 'column'>; alignItems: Responsive<AlignItems> } {
  const rowAlign = alignYToFlex(alignY) ?? 'stretch';
  if (!collapseBelow) return { flexDirection: 'row', alignItems: rowAlign };
  const rowOnTablet = collapseBelow === 'tablet';
  return {
    flexDirection: { mobile: 'column', tablet: rowOnTablet ? 'row' : 'column', desktop: 'row' },
    alignItems: { mobile: 'stretch', tablet: rowOnTablet ? rowAlign : 'stretch', desktop: rowAlign },
  };
}
