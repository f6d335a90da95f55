import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const route = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const figures = style({});
globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${figures} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
