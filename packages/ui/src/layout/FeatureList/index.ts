export * from './FeatureList';
