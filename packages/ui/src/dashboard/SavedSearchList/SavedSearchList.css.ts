import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.lg} 0` });
