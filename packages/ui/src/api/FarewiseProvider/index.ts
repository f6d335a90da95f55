export { FarewiseProvider, useApiClient, type FarewiseProviderProps } from './FarewiseProvider';
