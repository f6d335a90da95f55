import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A failed load in place of the section's content. */
export const sectionError = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});
/** The search box and filters above a card grid. */
export const filterBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
/** "N of M …" and similar counts above a card grid. */
export const resultCount = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  marginBottom: vars.space.md,
});
