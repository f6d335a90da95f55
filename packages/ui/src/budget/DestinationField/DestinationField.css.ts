import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingPanel } from '../../primitives/shared.css';

/** Holds the input and the list that opens under it. */
export const anchor = style({ position: 'relative' });
export const menu = style([
  floatingPanel,
  {
    position: 'absolute',
    insetInline: 0,
    top: `calc(100% + ${vars.space.xs})`,
    margin: 0,
    padding: vars.space.xs,
    listStyle: 'none',
    maxHeight: 320,
    overflowY: 'auto',
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);
export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.primarySubtle } },
});
