import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A deal card: the emoji art on top, text below, the booking button at the bottom. */
export const dealCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  overflow: 'hidden',
});
export const art = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 96,
  fontSize: 48,
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.primarySubtle}, ${vars.color.surfaceMuted})`,
});
/**
 * The Ending Soon band across the card's top-right corner. Its centre sits as far from the top as from the right
 * edge, on the corner's diagonal, so the band crosses the corner symmetrically and its text is never cut by the
 * card's edge (the card clips the band's ends).
 */
export const ribbon = style({
  position: 'absolute',
  top: `calc(${vars.space.xxl} + ${vars.space.sm})`,
  right: `calc(${vars.space.xxl} + ${vars.space.sm})`,
  transform: 'translate(50%, -50%) rotate(45deg)',
  width: 150,
  padding: `${vars.space.xxs} 0`,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.danger,
  color: vars.color.onDanger,
});
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const prices = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });
export const salePrice = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
});
export const originalPrice = style({ color: vars.color.textMuted, textDecoration: 'line-through' });
export const highlights = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });
export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
