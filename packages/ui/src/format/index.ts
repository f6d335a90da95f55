export * from './format';
export * from './fold';
