import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Focus ring drawn only for keyboard focus. */
export const focusRing = style({
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** The look of every text-like control: input, textarea, select trigger. */
export const control = style([
  focusRing,
  {
    width: '100%',
    minHeight: vars.size.control,
    padding: `${vars.space.sm} ${vars.space.md}`,
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
      '&::placeholder': { color: vars.color.textMuted },
      '&:disabled, &[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A floating panel: popover, select list, tooltip, dialog. */
export const floatingPanel = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: 50,
});

/** How far an edge fade reaches into a scroller. */
const fade = vars.space.xxl;

/**
 * A row that scrolls sideways when its items do not fit (a phone), with `data-more-start` and `data-more-end` set
 * by `useScrollEdges`: an edge with more items past it fades out, so the cut-off item reads as "more this way", and an
 * item reached by Tab scrolls clear of the fade (scroll padding).
 */
export const edgeFade = style({
  overflowX: 'auto',
  scrollPaddingInline: fade,
  selectors: {
    '&[data-more-end]': { maskImage: `linear-gradient(to right, black calc(100% - ${fade}), transparent)` },
    '&[data-more-start]': { maskImage: `linear-gradient(to left, black calc(100% - ${fade}), transparent)` },
    '&[data-more-start][data-more-end]': {
      maskImage: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
    },
  },
});
