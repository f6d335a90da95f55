export { PriceAlertForm, type NewAlert, type PriceAlertFormProps } from './PriceAlertForm';
