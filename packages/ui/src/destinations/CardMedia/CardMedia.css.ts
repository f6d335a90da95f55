import { style } from '@vanilla-extract/css';
import { themeSelectors, vars } from '../../theme/contract.css';

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.surfaceMuted,
});
export const badgeSlot = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  right: vars.space.sm,
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
// Of an image drawn in both themes, the page's theme shows one; a hidden lazy image is not even fetched.
export const lightOnly = style({ selectors: { [`${themeSelectors.dark} &`]: { display: 'none' } } });
export const darkOnly = style({ display: 'none', selectors: { [`${themeSelectors.dark} &`]: { display: 'block' } } });
export const placeholder = style({
  width: '100%',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.primary,
  background: `linear-gradient(135deg, ${vars.color.primarySubtle}, ${vars.color.surfaceMuted})`,
});
