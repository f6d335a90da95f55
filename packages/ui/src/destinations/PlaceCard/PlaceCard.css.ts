import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The whole card is its link; the global focus ring marks it for keyboards. It fills its grid cell, so the cards of
 * a row are as tall as each other, with their fare lines on one line at the bottom.
 */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.lg } },
});
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const where = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const body = style({ flexGrow: 1 });
export const footer = style({ marginTop: 'auto', paddingTop: vars.space.sm });
/** A card's description, cut to two lines. */
export const blurb = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
