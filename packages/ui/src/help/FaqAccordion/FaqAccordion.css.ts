import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const answer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
