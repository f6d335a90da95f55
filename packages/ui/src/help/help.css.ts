import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A help card: icon or badge, title, text and an action, stacked. */
export const helpCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  height: '100%',
  color: vars.color.text,
});
export const helpCardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
