import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  // No side padding beyond the page's: on a phone the search field takes the full width its placeholder needs.
  padding: `${vars.space.xxl} 0`,
  textAlign: 'center',
});
globalStyle(`${hero} h1`, { fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold });
export const section = style({ marginBottom: vars.space.xxl });
export const resources = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
});
globalStyle(`${resources} h3`, { fontWeight: vars.fontWeight.bold, marginBottom: vars.space.sm });
globalStyle(`${resources} ul`, { marginBottom: vars.space.md });
export const tips = style({ display: 'grid', gap: vars.space.sm });
export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  background: vars.color.primarySubtle,
});
globalStyle(`${cta} > div`, { display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });
