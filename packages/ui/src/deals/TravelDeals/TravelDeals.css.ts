import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});
export const heroTitle = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold });
const strip = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space.md,
} as const;
export const banner = style({ ...strip, background: vars.color.successSubtle, color: vars.color.success });
export const urgentBanner = style({ ...strip, background: vars.color.warningSubtle, color: vars.color.warning });
export const section = style({ marginTop: vars.space.xxl, marginBottom: vars.space.xxl });
