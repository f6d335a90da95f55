import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tripCard = style({ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' });
export const tripBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flex: 1,
});
export const tripTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const facts = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const more = style({ listStyle: 'none', color: vars.color.primary, fontWeight: vars.fontWeight.semibold });
/** Plan Trip and the links, at the card's bottom: in a row of cards they line up whatever is above them. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});
export const links = style({ display: 'flex', gap: vars.space.md, fontSize: vars.fontSize.sm });
