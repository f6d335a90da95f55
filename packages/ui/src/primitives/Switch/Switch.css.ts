import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared.css';

export const root = style([
  focusRing,
  {
    position: 'relative',
    width: 40,
    height: 22,
    flexShrink: 0,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: vars.color.textMuted,
    cursor: 'pointer',
    transition: `background ${vars.motion.fast}`,
    selectors: {
      '&[data-state="checked"]': { background: vars.color.primary },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);
export const thumb = style({
  display: 'block',
  width: 18,
  height: 18,
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(2px)',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(20px)' } },
});
