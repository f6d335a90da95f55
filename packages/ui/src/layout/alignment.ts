/** Horizontal alignment of a layout primitive's children, in reading terms. */
export type Align = 'left' | 'center' | 'right';
/** Vertical alignment of a row's children. */
export type AlignY = 'top' | 'center' | 'bottom';

const FLEX_ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const FLEX_ALIGN_Y = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

/** `align` as a flex alignment (`justifyContent` of a row, `alignItems` of a column); undefined stays undefined. */
export function alignToFlex(align: Align | undefined) {
  return align && FLEX_ALIGN[align];
}

/** `alignY` as a row's `alignItems`; undefined stays undefined (the row's default). */
export function alignYToFlex(alignY: AlignY | undefined) {
  return alignY && FLEX_ALIGN_Y[alignY];
}
