export { TripDocuments, type TripDocumentsProps } from './TripDocuments';
