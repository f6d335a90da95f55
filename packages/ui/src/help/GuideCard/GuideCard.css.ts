import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Duration and steps, pushed to the foot of the card above its button. */
export const facts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: 'auto' });
