import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.primarySubtle}, ${vars.color.background} 70%)`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
});
export const title = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: 640 });
export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl, margin: 0 });
export const figure = style({ display: 'flex', flexDirection: 'column-reverse' });
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});
export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
