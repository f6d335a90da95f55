import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bar = style({
  position: 'sticky',
  bottom: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)',
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const summary = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const compareTable = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const compareCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
