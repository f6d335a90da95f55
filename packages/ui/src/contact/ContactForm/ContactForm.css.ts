import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.text,
});
export const successTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
});
export const failure = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  // Focused by script to announce the failure, never a control: no focus ring.
  outline: 'none',
});
