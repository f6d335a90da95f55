import { unitFor } from '../pricing/seeded';

/**
 * The one amenity list of offline hotels, most telling first (the results show the first six, spec 02 §9). Each
 * is offered by hotels rated at least `from`, with chance `chance`. The "business" filter looks for names holding
 * "business".
 */
export const AMENITIES: ReadonlyArray<{ name: string; from: number; chance: number }> = [
  { name: 'Free WiFi', from: 0, chance: 0.95 },
  { name: 'Spa', from: 4.2, chance: 0.7 },
  { name: 'Indoor pool', from: 4, chance: 0.45 },
  { name: 'Outdoor pool', from: 3.5, chance: 0.3 },
  { name: 'Restaurant', from: 3, chance: 0.75 },
  { name: 'Bar', from: 3, chance: 0.65 },
  { name: 'Fitness center', from: 3.5, chance: 0.75 },
  { name: 'Business Center', from: 3.5, chance: 0.5 },
  { name: 'Executive Business Lounge', from: 4.4, chance: 0.5 },
  { name: 'Meeting rooms', from: 3.8, chance: 0.55 },
  { name: 'Room service', from: 3.8, chance: 0.8 },
  { name: 'Breakfast included', from: 0, chance: 0.45 },
  { name: 'Airport shuttle', from: 3, chance: 0.35 },
  { name: 'Free parking', from: 0, chance: 0.3 },
  { name: 'Valet parking', from: 4.3, chance: 0.6 },
  { name: 'Concierge', from: 4, chance: 0.8 },
  { name: 'Sauna', from: 4, chance: 0.4 },
  { name: 'Rooftop terrace', from: 3.5, chance: 0.25 },
  { name: 'Family rooms', from: 0, chance: 0.5 },
  { name: 'Pet friendly', from: 0, chance: 0.3 },
  { name: 'Air conditioning', from: 0, chance: 0.85 },
  { name: '24-hour front desk', from: 3, chance: 0.85 },
  { name: 'Laundry service', from: 3, chance: 0.6 },
  { name: 'Luggage storage', from: 0, chance: 0.7 },
  { name: 'Wheelchair accessible', from: 0, chance: 0.6 },
  { name: 'Electric vehicle charging', from: 3.5, chance: 0.25 },
  { name: 'Bicycle rental', from: 0, chance: 0.2 },
  { name: 'Garden', from: 0, chance: 0.25 },
  { name: 'Currency exchange', from: 3, chance: 0.3 },
  { name: 'Non-smoking rooms', from: 0, chance: 0.9 },
];

/** The amenities of a hotel rated `rating`, drawn with `seed` (the hotel's key), in the list's order. */
export function amenitiesFor(seed: string, rating: number): string[] {
  return AMENITIES.filter(
    ({ name, from, chance }) => rating >= from && unitFor(`${seed}:amenity:${name}`) < chance,
  ).map(({ name }) => name);
}
