import { style } from '@vanilla-extract/css';

/** A reviewed value, flush under its term. */
export const value = style({ margin: 0 });
