import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const heading = style({ textAlign: 'center', marginBottom: vars.space.xl, paddingTop: vars.space.xl });
export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const lead = style({ color: vars.color.textMuted, marginTop: vars.space.sm });
