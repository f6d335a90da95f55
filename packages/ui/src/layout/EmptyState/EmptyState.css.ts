import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
});
export const icon = style({ color: vars.color.textMuted });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const text = style({ color: vars.color.textMuted, maxWidth: '40ch' });
export const action = style({ marginTop: vars.space.sm });
