import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const main = style({ flex: 1, outline: 'none' });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});
