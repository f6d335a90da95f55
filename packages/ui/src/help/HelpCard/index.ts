export { HelpCard, type HelpCardProps } from './HelpCard';
