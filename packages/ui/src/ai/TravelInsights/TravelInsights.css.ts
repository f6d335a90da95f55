import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const item = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const value = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
