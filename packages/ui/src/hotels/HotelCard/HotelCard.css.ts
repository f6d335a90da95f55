import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Fills its grid cell, so the cards of a row are as tall as each other, with the price and Book at the bottom. */
export const card = style({ overflow: 'hidden', display: 'grid', gridTemplateRows: 'auto 1fr', height: '100%' });
export const body = style({ height: '100%' });
export const footer = style({ marginTop: 'auto' });
export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const rating = style({
  margin: 0,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
export const amenities = style({ margin: 0, padding: 0, listStyle: 'none' });
export const amenity = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
});
export const room = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const price = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
