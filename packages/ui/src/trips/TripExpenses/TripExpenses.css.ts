import { style } from '@vanilla-extract/css';

/** "Split between": a fieldset for its legend, without the browser's frame. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
