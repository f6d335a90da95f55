export { DestinationField, type DestinationFieldProps } from './DestinationField';
