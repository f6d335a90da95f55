export { Footer, copyrightLine } from './Footer';
