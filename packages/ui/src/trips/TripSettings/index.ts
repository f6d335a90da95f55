export { TripSettingsDialog, type TripSettingsDialogProps } from './TripSettingsDialog';
