import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
