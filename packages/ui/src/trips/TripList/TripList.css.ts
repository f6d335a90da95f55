import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const item = style({
  display: 'block',
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});
export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
