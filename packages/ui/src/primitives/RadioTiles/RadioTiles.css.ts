import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
});
export const tile = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&[data-state="checked"]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
    },
  },
]);
export const tileLabel = style({ fontWeight: vars.fontWeight.semibold });
export const tileDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
