import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const route = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const details = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const empty = style({ padding: vars.space.xxl, textAlign: 'center', color: vars.color.textMuted });
export const emptyTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
