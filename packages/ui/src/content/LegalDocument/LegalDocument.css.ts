import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const article = style({ maxWidth: 760, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const intro = style({ fontSize: vars.fontSize.lg });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const contents = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
