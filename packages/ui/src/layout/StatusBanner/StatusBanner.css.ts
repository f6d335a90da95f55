import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { subtleToneVariants } from '../../primitives/tone';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontSize: vars.fontSize.sm,
  },
  variants: { tone: subtleToneVariants },
});
export const text = style({ flex: '1 1 240px' });
