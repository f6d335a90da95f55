import { BUDGET_DESTINATION_MULTIPLIERS } from '@farewise/contracts';
import { placeKey, type StayPlace } from './place';

/**
 * Hotel cost levels, 1 = Berlin and Barcelona. The ten cities of the budget calculator take its destination
 * multipliers (spec 02 §9); other cities take their country's level, rounded from typical mid-range double-room
 * rates against Germany and Spain; other countries their continent's.
 */
const BUDGET_CITY_COUNTRIES = {
  Paris: 'FR',
  Tokyo: 'JP',
  'New York': 'US',
  London: 'GB',
  Bangkok: 'TH',
  Rome: 'IT',
  Sydney: 'AU',
  Barcelona: 'ES',
  Amsterdam: 'NL',
  Berlin: 'DE',
} as const satisfies Record<keyof typeof BUDGET_DESTINATION_MULTIPLIERS, string>;

/** The budget calculator's multipliers by place key (its country keeps a Paris, Texas out). */
const CITY_COST: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(BUDGET_CITY_COUNTRIES).map(([city, country]) => [
    placeKey({ city, countryCode: country }),
    BUDGET_DESTINATION_MULTIPLIERS[city as keyof typeof BUDGET_DESTINATION_MULTIPLIERS],
  ]),
);

const COUNTRY_COST: Readonly<Record<string, number>> = {
  // Europe
  GB: 1.1,
  IE: 1.1,
  FR: 1.0,
  DE: 0.95,
  NL: 1.05,
  BE: 0.95,
  LU: 1.1,
  CH: 1.45,
  AT: 0.95,
  IT: 0.95,
  ES: 0.9,
  PT: 0.8,
  GR: 0.85,
  HR: 0.85,
  CZ: 0.7,
  HU: 0.65,
  PL: 0.65,
  DK: 1.15,
  NO: 1.2,
  SE: 1.0,
  FI: 1.0,
  IS: 1.35,
  TR: 0.65,
  MT: 0.85,
  CY: 0.85,
  // Americas
  US: 1.1,
  CA: 1.0,
  MX: 0.65,
  CU: 0.6,
  CR: 0.75,
  PE: 0.55,
  BR: 0.6,
  AR: 0.55,
  CL: 0.65,
  CO: 0.55,
  // Asia and the Middle East
  JP: 0.95,
  KR: 0.9,
  CN: 0.7,
  HK: 1.15,
  SG: 1.3,
  TH: 0.5,
  VN: 0.45,
  ID: 0.55,
  MY: 0.55,
  PH: 0.55,
  IN: 0.5,
  NP: 0.4,
  LK: 0.5,
  MV: 1.6,
  AE: 1.1,
  QA: 1.0,
  JO: 0.75,
  IL: 1.2,
  // Africa
  MA: 0.55,
  EG: 0.5,
  ZA: 0.6,
  KE: 0.65,
  TZ: 0.7,
  MU: 0.9,
  // Oceania
  AU: 1.05,
  NZ: 0.95,
  FJ: 0.9,
};

const CONTINENT_COST: Readonly<Record<string, number>> = {
  EU: 0.85,
  NA: 0.9,
  SA: 0.6,
  AS: 0.6,
  AF: 0.55,
  OC: 0.95,
  AN: 1,
};

/**
 * Business hubs: hotels fill with business travellers Monday to Thursday nights and empty at weekends, the reverse
 * of leisure cities.
 */
const BUSINESS_HUBS: ReadonlySet<string> = new Set([
  'DE:frankfurt am main',
  'DE:dusseldorf',
  'CH:zurich',
  'CH:geneva',
  'LU:luxembourg',
  'IT:milan',
  'SG:singapore',
  'CN:shanghai',
  'KR:seoul',
  'US:chicago',
  'US:washington',
  'US:houston',
  'US:dallas',
  'US:atlanta',
  'CA:toronto',
  'CA:calgary',
  'QA:doha',
  'ZA:johannesburg',
  'BR:sao paulo',
  'IN:mumbai',
]);

/** Which nights a city's hotels charge most for. */
export type PeakNights = 'weekend' | 'weekday';

/** What a city's hotel prices depend on besides the hotel itself. */
export interface CityProfile {
  /** Multiplier on the base nightly rate; 1 = Berlin and Barcelona. */
  costLevel: number;
  peak: PeakNights;
}

/** A city's hotel cost level and peak nights, from the tables above (city, else country, else continent). */
export function cityProfile(place: StayPlace): CityProfile {
  const key = placeKey(place);
  return {
    costLevel: CITY_COST[key] ?? COUNTRY_COST[place.countryCode] ?? CONTINENT_COST[place.continent] ?? 1,
    peak: BUSINESS_HUBS.has(key) ? 'weekday' : 'weekend',
  };
}
