export { Link, type LinkComponent, type LinkComponentProps } from './Link';
