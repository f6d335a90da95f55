export * from './LivePriceDashboard';
