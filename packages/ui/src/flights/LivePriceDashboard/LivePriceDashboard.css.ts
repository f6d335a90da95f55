import { style } from '@vanilla-extract/css';

/** Charts need room: two columns on wide screens, one on phones. */
export const wideGrid = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))' });
