import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const airline = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});
export const carrier = style({
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});
export const departs = style({ marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const route = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
});
export const times = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, color: vars.color.text });
export const time = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
export const next = style({ color: vars.color.warning, fontSize: vars.fontSize.xs, marginLeft: 2 });
export const priceBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' });
export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
