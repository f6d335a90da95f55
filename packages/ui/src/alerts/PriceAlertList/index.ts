export { PriceAlertList, type PriceAlertListProps } from './PriceAlertList';
