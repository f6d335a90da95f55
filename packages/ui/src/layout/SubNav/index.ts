export { SubNav, type SubNavLink, type SubNavProps } from './SubNav';
