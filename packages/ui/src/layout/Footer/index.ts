export { Footer, copyrightLine, type FooterColumn, type FooterProps } from './Footer';
