export { Header, type HeaderProps } from './Header';
