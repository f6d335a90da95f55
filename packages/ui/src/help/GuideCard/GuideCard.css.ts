import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const facts = style({
  display: 'flex',
  gap: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginTop: 'auto',
});
