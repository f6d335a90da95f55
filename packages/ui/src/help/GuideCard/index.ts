export { GuideCard, type GuideCardProps, type HelpGuide } from './GuideCard';
