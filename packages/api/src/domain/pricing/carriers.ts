/** A carrier's pricing tier: full-service network, standard, or low-cost. */
export type CarrierTier = 'full' | 'standard' | 'low-cost';

export const TIER_FACTOR: Record<CarrierTier, number> = { full: 1.12, standard: 1.0, 'low-cost': 0.78 };

/** The three global airline alliances: members sell each other's flights and connect at each other's hubs. */
export type Alliance = 'oneworld' | 'SkyTeam' | 'Star Alliance';

/** A carrier: IATA code, pricing tier, alliance, where it flies from, and how far. */
export interface Carrier {
  code: string;
  tier: CarrierTier;
  alliance?: Alliance;
  /**
   * A network carrier's hubs or a low-cost carrier's bases (IATA airport codes): every nonstop it flies starts or
   * ends at one, and its connections change planes at one (or at an alliance partner's).
   */
  hubs: readonly string[];
  /** Its longest nonstop, in km of great circle. */
  rangeKm: number;
}
