import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: 'none',
});
