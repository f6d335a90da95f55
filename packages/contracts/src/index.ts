/**
 * @farewise/contracts — zod schemas and inferred types for every entity, request, response and error of
 * the Farewise specifications, plus the endpoint table. Imported by the UI, the app and the API alike.
 */
// First, before any schema is built.
import './zodConfig';
export * from './common';
export * from './constants';
export * from './airports';
export * from './flights';
export * from './destinations';
export * from './images';
export * from './destinationBadges';
export * from './users';
export * from './alerts';
export * from './questionnaire';
export * from './ai';
export * from './trips';
export * from './hotels';
export * from './planner';
export * from './status';
export * from './content';
export * from './endpoints';
export * from './searchParams';
export * from './budget';
