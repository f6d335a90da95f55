import type { HaulBand } from './geo';

/** A carrier's pricing tier: full-service network, standard, or low-cost. */
export type CarrierTier = 'full' | 'standard' | 'low-cost';

export const TIER_FACTOR: Record<CarrierTier, number> = { full: 1.12, standard: 1.0, 'low-cost': 0.78 };

/** A carrier: IATA code, pricing tier and home country (ISO 3166-1 alpha-2). */
export interface Carrier {
  code: string;
  tier: CarrierTier;
  country: string;
}

/** Major carriers by the continent of their home hubs (OurAirports continent codes). */
export const CARRIERS_BY_CONTINENT: Record<string, readonly Carrier[]> = {
  NA: [
    { code: 'AA', tier: 'full', country: 'US' },
    { code: 'DL', tier: 'full', country: 'US' },
    { code: 'UA', tier: 'full', country: 'US' },
    { code: 'AC', tier: 'full', country: 'CA' },
    { code: 'AS', tier: 'standard', country: 'US' },
    { code: 'B6', tier: 'standard', country: 'US' },
    { code: 'WS', tier: 'standard', country: 'CA' },
    { code: 'AM', tier: 'standard', country: 'MX' },
    { code: 'WN', tier: 'low-cost', country: 'US' },
    { code: 'F9', tier: 'low-cost', country: 'US' },
  ],
  EU: [
    { code: 'AF', tier: 'full', country: 'FR' },
    { code: 'BA', tier: 'full', country: 'GB' },
    { code: 'LH', tier: 'full', country: 'DE' },
    { code: 'KL', tier: 'full', country: 'NL' },
    { code: 'LX', tier: 'full', country: 'CH' },
    { code: 'TK', tier: 'full', country: 'TR' },
    { code: 'IB', tier: 'standard', country: 'ES' },
    { code: 'AZ', tier: 'standard', country: 'IT' },
    { code: 'TP', tier: 'standard', country: 'PT' },
    { code: 'SK', tier: 'standard', country: 'SE' },
    { code: 'EI', tier: 'standard', country: 'IE' },
    { code: 'FR', tier: 'low-cost', country: 'IE' },
    { code: 'U2', tier: 'low-cost', country: 'GB' },
    { code: 'W6', tier: 'low-cost', country: 'HU' },
    { code: 'VY', tier: 'low-cost', country: 'ES' },
  ],
  AS: [
    { code: 'EK', tier: 'full', country: 'AE' },
    { code: 'QR', tier: 'full', country: 'QA' },
    { code: 'SQ', tier: 'full', country: 'SG' },
    { code: 'CX', tier: 'full', country: 'HK' },
    { code: 'JL', tier: 'full', country: 'JP' },
    { code: 'NH', tier: 'full', country: 'JP' },
    { code: 'KE', tier: 'full', country: 'KR' },
    { code: 'EY', tier: 'full', country: 'AE' },
    { code: 'AI', tier: 'standard', country: 'IN' },
    { code: 'MH', tier: 'standard', country: 'MY' },
    { code: 'TG', tier: 'standard', country: 'TH' },
    { code: 'VN', tier: 'standard', country: 'VN' },
    { code: 'CA', tier: 'standard', country: 'CN' },
    { code: 'MU', tier: 'standard', country: 'CN' },
    { code: '6E', tier: 'low-cost', country: 'IN' },
    { code: 'AK', tier: 'low-cost', country: 'MY' },
  ],
  OC: [
    { code: 'QF', tier: 'full', country: 'AU' },
    { code: 'NZ', tier: 'full', country: 'NZ' },
    { code: 'VA', tier: 'standard', country: 'AU' },
    { code: 'JQ', tier: 'low-cost', country: 'AU' },
  ],
  SA: [
    { code: 'LA', tier: 'standard', country: 'CL' },
    { code: 'AV', tier: 'standard', country: 'CO' },
    { code: 'CM', tier: 'standard', country: 'PA' },
    { code: 'G3', tier: 'low-cost', country: 'BR' },
  ],
  AF: [
    { code: 'ET', tier: 'full', country: 'ET' },
    { code: 'MS', tier: 'standard', country: 'EG' },
    { code: 'KQ', tier: 'standard', country: 'KE' },
    { code: 'AT', tier: 'standard', country: 'MA' },
  ],
};

/**
 * The carriers that plausibly fly a route, nonstop or via their hubs: those based on either end's continent.
 * Low-cost carriers fly only short and medium hauls within one continent; Antarctica borrows Oceania's and South
 * America's carriers.
 */
export function carriersForRoute(
  originContinent: string,
  destinationContinent: string,
  band: HaulBand,
): readonly Carrier[] {
  const home = (continent: string) =>
    CARRIERS_BY_CONTINENT[continent] ?? [...CARRIERS_BY_CONTINENT.OC!, ...CARRIERS_BY_CONTINENT.SA!];
  const sameContinent = originContinent === destinationContinent;
  const pool = sameContinent ? home(originContinent) : [...home(originContinent), ...home(destinationContinent)];
  const lowCostAllowed = sameContinent && (band === 'short' || band === 'medium');
  return pool.filter((carrier) => carrier.tier !== 'low-cost' || lowCostAllowed);
}

/**
 * Whether a carrier may fly a route nonstop: within one continent any of its carriers may (open skies, as in the
 * EU); between continents only carriers based in the origin's or the destination's country.
 */
export function fliesNonstop(
  carrier: Carrier,
  origin: { continent: string; countryCode: string },
  destination: { continent: string; countryCode: string },
): boolean {
  if (origin.continent === destination.continent) return true;
  return carrier.country === origin.countryCode || carrier.country === destination.countryCode;
}
