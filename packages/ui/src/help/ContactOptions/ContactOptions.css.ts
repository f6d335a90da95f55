import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  height: '100%',
  color: vars.color.text,
});
export const optionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
