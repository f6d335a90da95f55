import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({ marginBottom: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
/** A line under the title saying what the section shows. */
export const lead = style({ color: vars.color.textMuted, marginTop: vars.space.xs });
