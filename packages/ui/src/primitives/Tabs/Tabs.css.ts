import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { edgeFade, focusRing } from '../shared.css';

/** The row of tabs scrolls sideways, fading at an edge with more tabs past it, when they do not fit (a phone). */
export const list = style([
  edgeFade,
  {
    display: 'flex',
    gap: vars.space.xs,
    padding: vars.space.xs,
    background: vars.color.surfaceMuted,
    borderRadius: vars.radius.md,
  },
]);
export const tab = style([
  focusRing,
  {
    flex: '1 0 auto',
    minHeight: vars.size.controlSm,
    padding: `0 ${vars.space.lg}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    selectors: {
      '&[data-state="active"]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);
export const panel = style([focusRing, { paddingTop: vars.space.lg }]);
