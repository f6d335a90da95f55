import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A card's title row: the heading on the left, a badge on the right, wrapping on narrow cards. */
export const cardHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
