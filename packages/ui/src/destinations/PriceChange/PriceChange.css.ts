import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const change = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&[data-direction="down"]': { color: vars.color.success },
    '&[data-direction="up"]': { color: vars.color.danger },
  },
});
