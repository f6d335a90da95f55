import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const signInNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
