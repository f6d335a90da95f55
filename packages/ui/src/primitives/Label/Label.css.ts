import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  userSelect: 'none',
});
export const required = style({ color: vars.color.danger });
