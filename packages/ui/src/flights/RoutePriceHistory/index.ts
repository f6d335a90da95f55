export * from './RoutePriceHistory';
