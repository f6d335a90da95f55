import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({ position: 'relative', display: 'block', width: '100%', maxWidth: 520 });
export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
export const input = style({ paddingLeft: `calc(${vars.space.md} * 2 + 18px)` });
