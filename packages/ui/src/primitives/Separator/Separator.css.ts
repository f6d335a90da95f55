import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const separator = recipe({
  base: { background: vars.color.border, flexShrink: 0 },
  variants: {
    orientation: { horizontal: { height: 1, width: '100%' }, vertical: { width: 1, alignSelf: 'stretch' } },
  },
});
