import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});
