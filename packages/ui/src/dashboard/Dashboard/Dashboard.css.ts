import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const intro = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  margin: `${vars.space.xl} 0`,
});
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.xl}`,
});
export const stat = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.lg,
});
export const suggestions = style({ display: 'grid', gap: vars.space.md, paddingLeft: vars.space.xl });
export const access = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  maxWidth: 480,
  margin: `${vars.space.xxxl} auto`,
});
