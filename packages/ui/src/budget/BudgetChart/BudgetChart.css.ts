import { style } from '@vanilla-extract/css';

/** Holds the chart's height before it measures its width, so the page does not jump. */
export const chart = style({ width: '100%', minHeight: 300 });
