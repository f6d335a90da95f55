import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { subtleToneVariants } from '../tone';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
  },
  variants: { tone: subtleToneVariants },
  defaultVariants: { tone: 'neutral' },
});
