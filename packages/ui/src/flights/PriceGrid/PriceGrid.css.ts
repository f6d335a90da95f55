import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ display: 'grid', gap: vars.space.sm, overflowX: 'auto' });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const table = style({
  borderCollapse: 'separate',
  borderSpacing: vars.space.xxs,
  fontVariantNumeric: 'tabular-nums',
});
export const head = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  padding: vars.space.xxs,
});
export const cell = style({
  width: '100%',
  minWidth: '3rem',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default', color: vars.color.textMuted, background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
  },
});
export const cheapest = style({
  background: vars.color.successSubtle,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const caption = style([note, { textAlign: 'left', captionSide: 'top' }]);
