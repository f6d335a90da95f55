import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Cards in one grid row share its height. */
export const fill = style({ height: '100%', color: vars.color.text });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
/** The action sits at the card's bottom, so a row's buttons line up, and is never wider than the card. */
export const action = style({ marginTop: 'auto', maxWidth: '100%' });
