import {
  DEFAULT_DESTINATION,
  DEFAULT_ORIGIN,
  type FLEXIBLE_DATE_OPTIONS,
  type TRAVELER_OPTIONS,
} from '@farewise/contracts';

/** The Flexible Dates select (spec 01 §9 ids). */
export const flexibleDateOptions: ReadonlyArray<{ value: (typeof FLEXIBLE_DATE_OPTIONS)[number]; label: string }> = [
  { value: 'anytime-year', label: 'Anytime this year' },
  { value: 'next-3-months', label: 'Next 3 months' },
  { value: 'next-6-months', label: 'Next 6 months' },
  { value: 'specific-dates', label: 'Specific dates' },
];

/** The Travelers select (spec 01 §9 ids) and how many people each option is. */
export const travelerOptions: ReadonlyArray<{
  value: (typeof TRAVELER_OPTIONS)[number];
  label: string;
  count: number;
}> = [
  { value: '1-adult', label: '1 Adult', count: 1 },
  { value: '2-adults', label: '2 Adults', count: 2 },
  { value: '2-adults-1-child', label: '2 Adults, 1 Child', count: 3 },
  { value: 'family', label: 'Family (2 adults, 2 children)', count: 4 },
];

/**
 * The route a search sends (spec 01 §5): with no airport it is refused; with one, the other defaults to NYC for the
 * origin and PAR for the destination.
 */
export function routeToSearch(
  origin: string | null,
  destination: string | null,
): { origin: string; destination: string } | null {
  if (!origin && !destination) return null;
  return { origin: origin ?? DEFAULT_ORIGIN, destination: destination ?? DEFAULT_DESTINATION };
}
