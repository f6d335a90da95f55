import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const signInNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const dialogForm = style({ display: 'grid', gap: vars.space.lg });
