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
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg });
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const where = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  marginTop: vars.space.sm,
});
/** A card's description, cut to two lines. */
export const blurb = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
