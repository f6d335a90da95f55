export { FlexibleOptionCard, FLEXIBILITY_LABELS, type FlexibleOptionCardProps } from './FlexibleOptionCard';
export { savingsTone, GREAT_DEAL_SAVINGS } from './savingsTone';
