import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared.css';

export const box = style([
  focusRing,
  {
    width: 20,
    height: 20,
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: `1.5px solid ${vars.color.textMuted}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);
export const indicator = style({ color: vars.color.onPrimary, display: 'inline-flex' });
