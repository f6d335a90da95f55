import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ height: '100%' });
export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const kind = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const text = style({ margin: 0 });
export const figures = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const figure = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', flexWrap: 'wrap' });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const amount = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const saving = style([amount, { color: vars.color.success }]);
export const insights = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.highlightSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const insightsTitle = style({
  display: 'block',
  color: vars.color.highlight,
  fontWeight: vars.fontWeight.semibold,
});
export const reasons = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });
export const tags = style({ margin: 0, padding: 0, listStyle: 'none' });
export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
});
export const actions = style({ marginTop: 'auto' });
