import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.xl,
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const blurb = style({ fontSize: vars.fontSize.sm, maxWidth: 360 });
export const columnTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});
export const social = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const socialIcon = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
});
export const bottom = style({
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
