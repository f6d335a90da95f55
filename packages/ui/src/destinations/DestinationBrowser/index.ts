export { DestinationBrowser, type DestinationBrowserProps } from './DestinationBrowser';
