import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 240px))',
});
