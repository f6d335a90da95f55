import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../primitives/shared.css';

export const card = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    boxShadow: vars.shadow.sm,
    transition: `box-shadow ${vars.motion.fast}`,
    selectors: { '&:hover': { boxShadow: vars.shadow.lg } },
  },
]);
export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.surfaceMuted,
});
export const badgeSlot = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.primary,
  background: `linear-gradient(135deg, ${vars.color.primarySubtle}, ${vars.color.surfaceMuted})`,
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg });
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const where = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  marginTop: vars.space.sm,
});
export const change = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&[data-direction="down"]': { color: vars.color.success },
    '&[data-direction="up"]': { color: vars.color.danger },
  },
});
