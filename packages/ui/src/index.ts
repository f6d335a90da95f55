/**
 * @farewise/ui — the Farewise design system: tokens and themes, primitives, layout, domain components and the
 * typed API client with its TanStack Query hooks. Import `@farewise/ui/style.css` once for fonts and tokens.
 */
import './styles';

export * from './theme';
export * from './clock/ClockProvider';
export * from './primitives';
export * from './layout';
export * from './layout/FilteredGrid';
export * from './layout/Box';
export * from './layout/Stack';
export * from './layout/Inline';
export * from './layout/Columns';
export * from './layout/Tiles';
export { useMutationToast } from './api/useMutationToast';
export type { MutationOutcome, MutationToasts } from './api/mutationToast';
export * from './content';
export * from './flights';
export * from './destinations';
export * from './account';
export * from './dashboard';
export * from './alerts';
export * from './storage/ImportOffer';
export * from './questionnaire';
export * from './contact';
export * from './deals';
export * from './inspiration';
export * from './help';
export * from './hotels';
export * from './budget';
export * from './trips';
export * from './planner';
export * from './ai';
export * from './format';
export * from './api';
export { flightSearchKey, flightSearchOptions, useFetchFlightSearch } from './api/useFlightSearch';
export * as Icons from './icons';
