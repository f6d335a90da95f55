import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: { borderRadius: vars.radius.lg, color: vars.color.text, minWidth: 0 },
  variants: {
    variant: {
      elevated: { background: vars.color.surface, boxShadow: vars.shadow.md, border: `1px solid ${vars.color.border}` },
      outlined: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
      muted: { background: vars.color.surfaceMuted },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.fast}, transform ${vars.motion.fast}`,
        selectors: { '&:hover': { boxShadow: vars.shadow.lg }, '&:focus-within': { boxShadow: vars.shadow.lg } },
      },
    },
  },
  defaultVariants: { variant: 'elevated', padding: 'md' },
});
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
