import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const name = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const price = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, textAlign: 'right' });
export const save = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold, textAlign: 'right' });
