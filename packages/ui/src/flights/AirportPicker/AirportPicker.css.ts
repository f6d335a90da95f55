import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingPanel } from '../../primitives/shared.css';

export const field = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const menu = style([
  floatingPanel,
  {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    marginTop: vars.space.xs,
    padding: vars.space.xs,
    listStyle: 'none',
    maxHeight: 360,
    overflowY: 'auto',
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[data-highlighted]': { background: vars.color.primarySubtle } },
});
export const itemMain = style({ display: 'flex', flexDirection: 'column', fontWeight: vars.fontWeight.semibold });
export const itemSub = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
export const code = style({ fontFamily: vars.font.mono, color: vars.color.primary, marginLeft: vars.space.xs });
export const hint = style({
  minHeight: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-tone="error"]': { color: vars.color.danger, fontWeight: vars.fontWeight.medium } },
});
