import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { subtleToneVariants } from '../tone';

export const alert = recipe({
  base: { padding: vars.space.lg, borderRadius: vars.radius.md },
  variants: { tone: subtleToneVariants },
});
