export { AlertCard, type AlertCardProps } from './AlertCard';
