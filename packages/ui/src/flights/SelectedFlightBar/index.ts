export { SelectedFlightBar, MAX_COMPARED, type SelectedFlightBarProps } from './SelectedFlightBar';
