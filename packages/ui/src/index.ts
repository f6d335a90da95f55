/**
 * @farewise/ui — the Farewise design system: tokens and themes, primitives, layout, domain components and the
 * typed API client with its TanStack Query hooks. Import `@farewise/ui/style.css` once for fonts and tokens.
 */
import './styles';

export * from './theme';
export * from './clock/ClockProvider';
export * from './primitives';
export * from './layout';
export * from './content';
export * from './flights';
export * from './destinations';
export * from './account';
export * from './dashboard';
export * from './alerts';
export * from './questionnaire';
export * from './contact';
export * from './deals';
export * from './inspiration';
export * from './help';
export * from './format';
export * from './api';
export * as Icons from './icons';
