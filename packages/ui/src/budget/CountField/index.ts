export { CountField, type CountFieldProps } from './CountField';
