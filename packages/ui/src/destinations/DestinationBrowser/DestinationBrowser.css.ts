import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The search box and the category filter above a card grid. */
export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
/** "N of M destinations" and similar counts above a grid. */
export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  marginBottom: vars.space.md,
});
