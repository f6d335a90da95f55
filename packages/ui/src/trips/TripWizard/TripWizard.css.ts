import { style } from '@vanilla-extract/css';

/** The activities' group: a fieldset for its legend, without the browser's frame. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

/** A reviewed value, flush under its term. */
export const value = style({ margin: 0 });
