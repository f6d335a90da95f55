import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared.css';

/** Hover, but not on a button that is disabled or busy. */
const hover = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      font: 'inherit',
      fontWeight: vars.fontWeight.semibold,
      lineHeight: 1,
      cursor: 'pointer',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
      selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
    },
  ],
  variants: {
    variant: {
      solid: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { [hover]: { background: vars.color.primaryHover } },
      },
      soft: {
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        selectors: { [hover]: { borderColor: vars.color.border } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { [hover]: { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { [hover]: { background: vars.color.surfaceMuted } },
      },
    },
    tone: { critical: {} },
    size: {
      sm: { minHeight: vars.size.controlSm, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.control, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlLg, padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
    square: { true: { padding: 0, aspectRatio: '1' } },
    // A label that may not fit its container (an email address on a phone) wraps, with room around its lines.
    wrap: {
      true: {
        maxWidth: '100%',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        lineHeight: vars.lineHeight.tight,
        paddingBlock: vars.space.xs,
      },
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'solid', tone: 'critical' },
      style: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { [hover]: { background: vars.color.danger, filter: 'brightness(0.92)' } },
      },
    },
  ],
  defaultVariants: { variant: 'solid', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 700ms linear infinite`,
});
