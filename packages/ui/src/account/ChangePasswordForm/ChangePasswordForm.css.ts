import { style } from '@vanilla-extract/css';

/** Password fields read best at a sign-in form's width: full width on a phone, no wider than that elsewhere. */
export const form = style({ width: '100%', maxWidth: 480 });

/** The outcome is focused by script so it is read out, never a control: no focus ring. */
export const outcome = style({ outline: 'none' });
