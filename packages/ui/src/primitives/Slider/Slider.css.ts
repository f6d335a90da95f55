import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' });
export const output = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold });
export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: 20,
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});
export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: 4,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.primary,
});
export const thumb = style([
  focusRing,
  {
    display: 'block',
    width: 18,
    height: 18,
    borderRadius: '50%',
    background: vars.color.surface,
    border: `2px solid ${vars.color.primary}`,
    boxShadow: vars.shadow.sm,
    cursor: 'grab',
  },
]);
