export { DestinationDetail, type DestinationDetailProps } from './DestinationDetail';
