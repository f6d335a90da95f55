export { PriceAlertsPanel } from './PriceAlertsPanel';
