import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingPanel } from '../shared.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
export const content = style([
  floatingPanel,
  { minWidth: 'var(--radix-select-trigger-width)', maxHeight: 'var(--radix-select-content-available-height)' },
]);
export const viewport = style({ padding: vars.space.xs });
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.xxl} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySubtle, color: vars.color.text },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const itemIndicator = style({ position: 'absolute', right: vars.space.sm, display: 'inline-flex' });
