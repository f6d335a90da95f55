import { style } from '@vanilla-extract/css';

/** The account forms and profile card keep a readable width, centred. */
export const panel = style({ width: '100%', maxWidth: 520, marginInline: 'auto' });
