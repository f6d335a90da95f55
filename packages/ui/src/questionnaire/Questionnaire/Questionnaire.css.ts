import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, padding: vars.space.xl });
export const question = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, outline: 'none' });
export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const resultsHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});
export const failureActions = style({ display: 'flex', gap: vars.space.sm });
