import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
export const item = style([
  focusRing,
  {
    border: 'none',
    borderRadius: vars.radius.sm,
    padding: `${vars.space.xs} ${vars.space.md}`,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    minHeight: 32,
    selectors: {
      '&:hover:not([data-state="checked"])': { color: vars.color.text },
      '&[data-state="checked"]': {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        boxShadow: vars.shadow.sm,
      },
      '&[data-disabled]': { cursor: 'progress' },
    },
  },
]);
