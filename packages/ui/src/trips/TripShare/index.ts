export { sharedTripPath, TripShareDialog, type TripShareDialogProps } from './TripShareDialog';
