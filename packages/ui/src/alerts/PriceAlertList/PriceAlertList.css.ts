import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const item = style({ display: 'grid', gap: vars.space.sm });
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const route = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const details = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const switches = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xl });
export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
export const emptyTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
