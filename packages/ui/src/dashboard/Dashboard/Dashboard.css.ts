import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const page = style({ paddingTop: vars.space.xl });
export const access = style({ textAlign: 'center', maxWidth: 480, margin: `${vars.space.xxxl} auto` });
