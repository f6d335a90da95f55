import { style } from '@vanilla-extract/css';

/** Shares the row's free width with the other fluid columns; may shrink below its content's width. */
export const fluid = style({ flex: '1 1 0%', minWidth: 0 });
/** As wide as its content, never squeezed. */
export const content = style({ flex: '0 0 auto' });
