import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const form = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  justifyContent: 'center',
  width: '100%',
  maxWidth: 480,
  marginTop: vars.space.sm,
});
export const error = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});
export const done = style({ fontWeight: vars.fontWeight.semibold });
