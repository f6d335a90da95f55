import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared.css';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 70,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(420px, 100vw)',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});
export const root = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'grid',
      gap: vars.space.xxs,
      padding: `${vars.space.md} ${vars.space.xxl} ${vars.space.md} ${vars.space.lg}`,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.lg,
      background: vars.color.surface,
      color: vars.color.text,
      selectors: {
        '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
        '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
      },
    },
  ],
  variants: {
    tone: {
      neutral: {},
      positive: { borderLeft: `4px solid ${vars.color.success}` },
      critical: { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.sm, opacity: 0.9 });
export const close = style([
  focusRing,
  {
    position: 'absolute',
    top: vars.space.sm,
    right: vars.space.sm,
    display: 'inline-flex',
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
  },
]);
