import { style } from '@vanilla-extract/css';

/** Lists laid out by a Box lose the browser's bullets, indent and margins: the layout owns the white space. */
export const listReset = style({ margin: 0, padding: 0, listStyle: 'none' });
/** Description lists likewise start without margins. */
export const blockReset = style({ margin: 0 });
