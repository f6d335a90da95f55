import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
});
export const code = style({
  fontSize: '5rem',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  lineHeight: 1,
});
export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const text = style({ color: vars.color.textMuted });
export const actions = style({ marginTop: vars.space.md });
