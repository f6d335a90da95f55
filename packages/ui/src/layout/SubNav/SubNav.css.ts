import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../primitives/shared.css';

/** How far the edge fade reaches into the row. */
const fade = vars.space.xxl;

/**
 * The row scrolls sideways when its links do not fit (a phone). An edge with more links past it fades out, so the
 * cut-off link reads as "more this way"; a link reached by Tab scrolls clear of the fade (scroll padding), and a
 * swipe comes to rest on a link's start.
 */
export const nav = style({
  marginBottom: vars.space.xl,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: fade,
  selectors: {
    '&[data-more-end]': { maskImage: `linear-gradient(to right, black calc(100% - ${fade}), transparent)` },
    '&[data-more-start]': { maskImage: `linear-gradient(to left, black calc(100% - ${fade}), transparent)` },
    '&[data-more-start][data-more-end]': {
      maskImage: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
    },
  },
});
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
