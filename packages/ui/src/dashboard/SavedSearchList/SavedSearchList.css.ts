import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});
export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.lg} 0` });
