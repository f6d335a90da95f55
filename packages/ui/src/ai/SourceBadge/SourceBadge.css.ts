import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5em',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xs,
});
export const label = style({ color: vars.color.textMuted });
export const value = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
