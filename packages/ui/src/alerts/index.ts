export * from './PriceAlertForm';
export * from './PriceAlertList';
export * from './PriceAlertsPanel';
export { LOCAL_ALERTS_KEY } from './localAlerts';
