import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const route = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const figures = style({ display: 'flex', gap: vars.space.xl, margin: `${vars.space.md} 0` });
globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${figures} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const change = style({ marginBottom: vars.space.md });
