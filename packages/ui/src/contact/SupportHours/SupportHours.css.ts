import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.md} 0`,
});
