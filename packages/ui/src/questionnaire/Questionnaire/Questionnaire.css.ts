import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const question = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, outline: 'none' });
