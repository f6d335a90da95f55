import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.lg,
});
/** Label and value pairs in two columns. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.xl });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });
