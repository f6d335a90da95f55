import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
});
export const chart = style({ width: '100%', minHeight: 220 });
