import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const menu = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', minWidth: 180 });
export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceMuted },
    // Logging out: the item keeps focus (aria-disabled) and shows it is at work.
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'progress' },
  },
});

/** The username on the menu's button: cut with an ellipsis, and left to the accessible name on a phone. */
export const username = style({
  maxWidth: '14ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 479px)': { display: 'none' } },
});
