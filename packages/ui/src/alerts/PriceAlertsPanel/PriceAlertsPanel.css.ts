import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: vars.space.xl });
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.text,
});
