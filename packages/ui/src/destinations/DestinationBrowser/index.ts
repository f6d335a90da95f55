export { DestinationBrowser } from './DestinationBrowser';
