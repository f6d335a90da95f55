import type { ActivityCatalogue } from '../../domain/planner/catalogue';
import { AMSTERDAM } from './amsterdam';
import { BALI } from './bali';
import { BANGKOK } from './bangkok';
import { BARCELONA } from './barcelona';
import { BERLIN } from './berlin';
import { GENERIC_ACTIVITIES } from './generic';
import { LISBON } from './lisbon';
import { LONDON } from './london';
import { NEW_YORK } from './newYork';
import { PARIS } from './paris';
import { ROME } from './rome';
import { SYDNEY } from './sydney';
import { TOKYO } from './tokyo';

/**
 * The smart trip planner's content (spec 02 §2 "Smart trip planner"): real, well-known places of 12 cities, each
 * with its interest, typical minutes, USD per person, opening hours and area, written for Farewise from general
 * knowledge (prices as published in 2025, rounded), and the generic suggestions for anywhere else.
 */
export const ACTIVITY_CATALOGUE: ActivityCatalogue = {
  cities: [PARIS, LONDON, ROME, BARCELONA, AMSTERDAM, BERLIN, LISBON, NEW_YORK, TOKYO, BANGKOK, SYDNEY, BALI],
  generic: GENERIC_ACTIVITIES,
};
