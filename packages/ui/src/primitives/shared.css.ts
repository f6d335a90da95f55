import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Focus ring drawn only for keyboard focus. */
export const focusRing = style({
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** The look of every text-like control: input, textarea, select trigger. */
export const control = style([
  focusRing,
  {
    width: '100%',
    minHeight: vars.size.control,
    padding: `${vars.space.sm} ${vars.space.md}`,
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
      '&::placeholder': { color: vars.color.textMuted },
      '&:disabled, &[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A floating panel: popover, select list, tooltip, dialog. */
export const floatingPanel = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: 50,
});
