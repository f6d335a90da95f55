import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const placeholder = style({ display: 'grid', gap: vars.space.sm });
export const failure = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});
