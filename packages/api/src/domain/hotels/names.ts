import { hotelTier, type HotelTier } from '@farewise/contracts';
import { pickFor, unitFor } from '../pricing/seeded';

/**
 * Landmarks a hotel can be named for: 22, more than the most hotels a city has, so every hotel of a city is named
 * for a landmark of its own and no two share a name. Words most cities have; no real hotel brands.
 */
const LANDMARKS = [
  'Central',
  'Riverside',
  'Old Town',
  'Park',
  'Station',
  'Cathedral',
  'Market',
  'Garden',
  'Gate',
  'Square',
  'Bridge',
  'Opera',
  'Museum',
  'Boulevard',
  'Hillside',
  'Castle',
  'University',
  'Theatre',
  'Arts',
  'Exchange',
  'Library',
  'Fountain',
] as const;

type NamePattern = (landmark: string, city: string) => string;

/** Name patterns by the tier a rating falls in (spec 02 §9): palaces for Luxury, inns and lodges for Budget. */
const NAME_STYLES: Record<HotelTier, readonly NamePattern[]> = {
  Luxury: [(l) => `Grand Hotel ${l}`, (l, c) => `The ${l} ${c}`, (l, c) => `${c} ${l} Palace`],
  Premium: [(l, c) => `Hotel ${l} ${c}`, (l) => `The ${l} Hotel`, (l, c) => `${l} Suites ${c}`],
  Standard: [(l) => `Hotel ${l}`, (l, c) => `${c} ${l} Hotel`, (l) => `Residence ${l}`],
  Budget: [(l) => `${l} Inn`, (l) => `${l} Guesthouse`, (l, c) => `${c} ${l} Lodge`],
};

/**
 * Names for a city's hotels, one per rating in `ratings`, drawn with `seed` (the city's key): each hotel gets its
 * own landmark and a pattern suiting its rating, as "Grand Hotel Opera" or "Lisbon Market Lodge".
 */
export function hotelNames(seed: string, city: string, ratings: readonly number[]): string[] {
  const landmarks = [...LANDMARKS].sort((a, b) => unitFor(`${seed}:landmark:${a}`) - unitFor(`${seed}:landmark:${b}`));
  return ratings.map((rating, i) => {
    return pickFor(`${seed}#${i}:name`, NAME_STYLES[hotelTier(rating)])(landmarks[i]!, city);
  });
}

/** How streets are named and numbered where a language is spoken. */
interface StreetStyle {
  streets: readonly string[];
  address: (street: string, number: number) => string;
}

const STREET_STYLES = {
  en: {
    streets: [
      'High Street',
      'Market Street',
      'Station Road',
      'Park Avenue',
      'Church Street',
      'King Street',
      'Queen Street',
      'Bridge Street',
      'Mill Lane',
      'Main Street',
      'River Road',
      'Castle Street',
    ],
    address: (street, number) => `${number} ${street}`,
  },
  fr: {
    streets: [
      'Rue de la Paix',
      'Rue du Marché',
      'Rue de la Gare',
      'Boulevard Victor Hugo',
      'Rue des Écoles',
      'Avenue de la République',
      'Rue du Pont',
      'Place de l’Église',
    ],
    address: (street, number) => `${number} ${street}`,
  },
  es: {
    streets: [
      'Calle Mayor',
      'Calle del Sol',
      'Avenida de la Constitución',
      'Calle de la Estación',
      'Plaza Mayor',
      'Calle del Mercado',
      'Calle de San Juan',
      'Paseo de la Alameda',
    ],
    address: (street, number) => `${street}, ${number}`,
  },
  it: {
    streets: [
      'Via Roma',
      'Via Garibaldi',
      'Corso Italia',
      'Via Dante',
      'Via del Mercato',
      'Piazza del Duomo',
      'Via della Stazione',
      'Via Mazzini',
    ],
    address: (street, number) => `${street} ${number}`,
  },
  de: {
    streets: [
      'Bahnhofstraße',
      'Hauptstraße',
      'Marktplatz',
      'Gartenstraße',
      'Schillerstraße',
      'Kirchgasse',
      'Parkstraße',
      'Lindenallee',
    ],
    address: (street, number) => `${street} ${number}`,
  },
  nl: {
    streets: ['Kerkstraat', 'Marktplein', 'Stationsweg', 'Nieuwstraat', 'Parkweg', 'Herengracht'],
    address: (street, number) => `${street} ${number}`,
  },
  pt: {
    streets: [
      'Rua Augusta',
      'Rua das Flores',
      'Avenida da Liberdade',
      'Rua do Comércio',
      'Praça da República',
      'Rua da Estação',
      'Rua Direita',
    ],
    address: (street, number) => `${street}, ${number}`,
  },
} satisfies Record<string, StreetStyle>;

/** Countries whose streets follow a style other than English (ISO 3166-1 alpha-2). */
const COUNTRY_STREET_STYLE: Readonly<Record<string, keyof typeof STREET_STYLES>> = {
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  MA: 'fr',
  SN: 'fr',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CL: 'es',
  CO: 'es',
  PE: 'es',
  CU: 'es',
  CR: 'es',
  UY: 'es',
  EC: 'es',
  DO: 'es',
  IT: 'it',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  NL: 'nl',
  PT: 'pt',
  BR: 'pt',
};

/** A street address in the country's style, drawn with `seed` (the hotel's key): "12 Rue du Pont", "Via Roma 7". */
export function streetAddress(seed: string, countryCode: string): string {
  const style: StreetStyle = STREET_STYLES[COUNTRY_STREET_STYLE[countryCode] ?? 'en'];
  return style.address(pickFor(`${seed}:street`, style.streets), 1 + Math.floor(unitFor(`${seed}:number`) * 180));
}
