import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const category = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
