import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const month = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  margin: `${vars.space.sm} 0`,
});
export const savings = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });
