import type { HaulBand } from './geo';

/** A carrier's pricing tier: full-service network, standard, or low-cost. */
export type CarrierTier = 'full' | 'standard' | 'low-cost';

export const TIER_FACTOR: Record<CarrierTier, number> = { full: 1.12, standard: 1.0, 'low-cost': 0.78 };

/** Major carriers by the continent of their home hubs (OurAirports continent codes), by IATA code. */
export const CARRIERS_BY_CONTINENT: Record<string, ReadonlyArray<{ code: string; tier: CarrierTier }>> = {
  NA: [
    { code: 'AA', tier: 'full' },
    { code: 'DL', tier: 'full' },
    { code: 'UA', tier: 'full' },
    { code: 'AC', tier: 'full' },
    { code: 'AS', tier: 'standard' },
    { code: 'B6', tier: 'standard' },
    { code: 'WS', tier: 'standard' },
    { code: 'AM', tier: 'standard' },
    { code: 'WN', tier: 'low-cost' },
    { code: 'F9', tier: 'low-cost' },
  ],
  EU: [
    { code: 'AF', tier: 'full' },
    { code: 'BA', tier: 'full' },
    { code: 'LH', tier: 'full' },
    { code: 'KL', tier: 'full' },
    { code: 'LX', tier: 'full' },
    { code: 'TK', tier: 'full' },
    { code: 'IB', tier: 'standard' },
    { code: 'AZ', tier: 'standard' },
    { code: 'TP', tier: 'standard' },
    { code: 'SK', tier: 'standard' },
    { code: 'EI', tier: 'standard' },
    { code: 'FR', tier: 'low-cost' },
    { code: 'U2', tier: 'low-cost' },
    { code: 'W6', tier: 'low-cost' },
    { code: 'VY', tier: 'low-cost' },
  ],
  AS: [
    { code: 'EK', tier: 'full' },
    { code: 'QR', tier: 'full' },
    { code: 'SQ', tier: 'full' },
    { code: 'CX', tier: 'full' },
    { code: 'JL', tier: 'full' },
    { code: 'NH', tier: 'full' },
    { code: 'KE', tier: 'full' },
    { code: 'EY', tier: 'full' },
    { code: 'AI', tier: 'standard' },
    { code: 'MH', tier: 'standard' },
    { code: 'TG', tier: 'standard' },
    { code: 'VN', tier: 'standard' },
    { code: 'CA', tier: 'standard' },
    { code: 'MU', tier: 'standard' },
    { code: '6E', tier: 'low-cost' },
    { code: 'AK', tier: 'low-cost' },
  ],
  OC: [
    { code: 'QF', tier: 'full' },
    { code: 'NZ', tier: 'full' },
    { code: 'VA', tier: 'standard' },
    { code: 'JQ', tier: 'low-cost' },
  ],
  SA: [
    { code: 'LA', tier: 'standard' },
    { code: 'AV', tier: 'standard' },
    { code: 'CM', tier: 'standard' },
    { code: 'G3', tier: 'low-cost' },
  ],
  AF: [
    { code: 'ET', tier: 'full' },
    { code: 'MS', tier: 'standard' },
    { code: 'KQ', tier: 'standard' },
    { code: 'AT', tier: 'standard' },
  ],
};

/**
 * The carriers that plausibly fly a route: those based on either end's continent. Low-cost carriers fly only
 * short and medium hauls within one continent; Antarctica borrows Oceania's and South America's carriers.
 */
export function carriersForRoute(
  originContinent: string,
  destinationContinent: string,
  band: HaulBand,
): ReadonlyArray<{ code: string; tier: CarrierTier }> {
  const home = (continent: string) =>
    CARRIERS_BY_CONTINENT[continent] ?? [...CARRIERS_BY_CONTINENT.OC!, ...CARRIERS_BY_CONTINENT.SA!];
  const sameContinent = originContinent === destinationContinent;
  const pool = sameContinent ? home(originContinent) : [...home(originContinent), ...home(destinationContinent)];
  const lowCostAllowed = sameContinent && (band === 'short' || band === 'medium');
  return pool.filter((carrier) => carrier.tier !== 'low-cost' || lowCostAllowed);
}
