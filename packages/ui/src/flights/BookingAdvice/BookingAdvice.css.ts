import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 ${vars.space.md}`,
});
export const verdict = style({ margin: 0, fontSize: vars.fontSize.md });
export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const about = style({ paddingInline: 0 });
export const popover = style({ maxWidth: 340, fontSize: vars.fontSize.sm, display: 'grid', gap: vars.space.xs });
export const popoverTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const figures = style({ margin: 0, paddingInlineStart: vars.space.lg });
