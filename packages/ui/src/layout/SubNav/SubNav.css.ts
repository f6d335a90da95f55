import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { edgeFade, focusRing } from '../../primitives/shared.css';

/**
 * The row scrolls sideways, fading at an edge with more links past it, when its links do not fit (a phone); a swipe
 * comes to rest on a link's start.
 */
export const nav = style([edgeFade, { marginBottom: vars.space.xl, scrollSnapType: 'x proximity' }]);
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const item = style({ scrollSnapAlign: 'start' });
export const link = style([
  focusRing,
  {
    display: 'inline-block',
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderBottom: '2px solid transparent',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-current="page"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    },
  },
]);
