import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared.css';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style([
  focusRing,
  {
    minHeight: vars.size.controlSm,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[aria-pressed="true"]': {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
    },
  },
]);

/** A chip drawn loading: the chip's shape around a loading bar, answering no pointer. */
export const pendingChip = style({ display: 'inline-flex', alignItems: 'center', cursor: 'default' });
