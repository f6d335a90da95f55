import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared.css';

export const root = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const item = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });
export const header = style({ margin: 0, fontSize: vars.fontSize.md });
export const trigger = style([
  focusRing,
  {
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: vars.space.lg,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'left',
    cursor: 'pointer',
    outlineOffset: '-2px',
  },
]);
export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});
export const content = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}`, color: vars.color.textMuted });
