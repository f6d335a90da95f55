/**
 * Why an airport sees only some flights: a perimeter rule or a short runway caps its nonstops (`maxKm`, great
 * circle), or only low-cost carriers (secondary airports such as Beauvais) or only network carriers fly there.
 */
export interface AirportLimit {
  maxKm?: number;
  servedBy?: 'low-cost' | 'network';
}

/**
 * The limited airports of the metro areas Farewise searches as one city (see `METRO_AREAS`), where picking the
 * wrong one gives an itinerary no traveller would believe. Sources: the LaGuardia and Reagan National perimeter
 * rules (1,500 and 1,250 statute miles), the airports' published route maps.
 */
export const AIRPORT_LIMITS: Readonly<Record<string, AirportLimit>> = {
  // New York, Washington: perimeter rules.
  LGA: { maxKm: 2414 },
  DCA: { maxKm: 2012 },
  // London: Heathrow has no low-cost carriers; City's short runway; the others are low-cost bases.
  LHR: { servedBy: 'network' },
  LCY: { maxKm: 2000 },
  STN: { servedBy: 'low-cost' },
  LTN: { servedBy: 'low-cost' },
  SEN: { servedBy: 'low-cost' },
  // Paris Beauvais, Rome Ciampino, Milan Bergamo, Stockholm Skavsta: low-cost only.
  BVA: { servedBy: 'low-cost' },
  CIA: { servedBy: 'low-cost' },
  BGY: { servedBy: 'low-cost' },
  NYO: { servedBy: 'low-cost' },
  // City airports with domestic and regional flights only.
  LIN: { maxKm: 1800 },
  BMA: { maxKm: 1200 },
  MDW: { maxKm: 4500 },
  YTZ: { maxKm: 1300 },
  CGH: { maxKm: 1500 },
  SDU: { maxKm: 1100 },
  AEP: { maxKm: 3200 },
  ITM: { maxKm: 1600 },
  UKB: { maxKm: 1500 },
  GMP: { maxKm: 1500 },
  HLP: { maxKm: 1500 },
  VKO: { maxKm: 4500 },
};
