import type { Airport } from '../airports/airport';
import { fold, type AirportIndex } from '../airports/AirportIndex';

/** The city a hotel search is for. Coordinates in degrees: the middle of the city's airports. */
export interface StayPlace {
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** OurAirports continent code: AF, AN, AS, EU, NA, OC or SA. */
  continent: string;
  latitude: number;
  longitude: number;
}

/** How many airport matches a city name is looked for among (London alone has eight). */
const SEARCH_DEPTH = 25;
const IATA_CODE = /^[a-z]{3}$/i;

/**
 * The city of an airport record, without the district OurAirports sometimes adds to a municipality:
 * "Hanoi (Soc Son)" and "Arnavutköy, Istanbul" are Hanoi and Istanbul.
 */
function cityOf(airport: Airport): string {
  return airport.city
    .split(', ')
    .at(-1)!
    .replace(/\s*\(.*\)$/, '');
}

/** The key that names one city in seeds and caches: country code and folded city name, as `FR:paris`. */
export function placeKey(place: Pick<StayPlace, 'city' | 'countryCode'>): string {
  return `${place.countryCode}:${fold(place.city)}`;
}

/** A city known by name with the airport travellers fly into, as the curated destinations are. */
export interface NamedCity {
  city: string;
  country: string;
  iataCode: string;
}

/**
 * Resolves a hotel search's destination (spec 02 §7) to a city: an IATA airport or metro code (JFK, NYC), the city
 * of one of `cities` (the curated destinations, which pages link to by city: "Kyoto", "Thira"), or a city of the
 * airport index, by name in any case and with or without accents ("new york", "Sao Paulo"). Every code and name
 * of one airport city gives the same place, placed at the middle of the city's airports; a named city is placed at
 * the middle of the airports of its airport's city (Kyoto at Osaka's).
 * @returns undefined for a place neither knows: the search then finds no hotels rather than failing.
 */
export function resolveStayPlace(
  airports: AirportIndex,
  destination: string,
  cities: readonly NamedCity[],
): StayPlace | undefined {
  const text = destination.trim();
  const named = cities.find((known) => fold(known.city) === fold(text));
  const anchor = IATA_CODE.test(text)
    ? airports.get(text)
    : named
      ? airports.get(named.iataCode)
      : airports.search(text, SEARCH_DEPTH).find((airport) => fold(cityOf(airport)) === fold(text));
  if (!anchor) return undefined;
  const city = cityOf(anchor);
  const cityAirports = airports
    .search(city, SEARCH_DEPTH)
    .filter(
      (airport) =>
        airport.size !== 'metro' && airport.countryCode === anchor.countryCode && fold(cityOf(airport)) === fold(city),
    );
  const points = cityAirports.length ? cityAirports : [anchor];
  const mean = (coordinate: (airport: Airport) => number) =>
    points.reduce((sum, airport) => sum + coordinate(airport), 0) / points.length;
  return {
    city: named?.city ?? city,
    country: named?.country ?? anchor.country,
    countryCode: anchor.countryCode,
    continent: anchor.continent,
    latitude: mean((airport) => airport.latitude),
    longitude: mean((airport) => airport.longitude),
  };
}
