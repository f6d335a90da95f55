import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The header responds to its own width, not the viewport's, so it also works inside narrow app frames.
const headerContainer = createContainer();
const narrow = `${headerContainer} (max-width: 899px)`;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  containerName: headerContainer,
  containerType: 'inline-size',
});
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
});
export const brandLink = style({ display: 'inline-flex', alignItems: 'center', textDecoration: 'none' });
export const desktopNav = style({ '@container': { [narrow]: { display: 'none' } } });
export const linkRow = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const mobileNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const mobileMenu = style({ display: 'none', '@container': { [narrow]: { display: 'inline-flex' } } });
export const navLink = style({
  display: 'inline-flex',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySubtle },
  },
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginLeft: 'auto' });
