import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const name = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });
export const where = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const facts = style({});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
