export { SubNav, type SubNavProps } from './SubNav';
