import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const feature = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const featureIcon = style({
  display: 'inline-flex',
  width: 40,
  height: 40,
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
  marginBottom: vars.space.xs,
});
export const featureTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const featureText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
