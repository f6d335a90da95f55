import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
  marginBottom: vars.space.xxl,
});
export const intro = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });
export const name = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });
export const where = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const facts = style({ display: 'flex', gap: vars.space.xl, flexWrap: 'wrap', margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const insights = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
  marginTop: vars.space.lg,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
