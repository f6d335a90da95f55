import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});
export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const statNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
