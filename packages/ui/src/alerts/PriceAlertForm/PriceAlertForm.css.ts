import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start' });
export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});
