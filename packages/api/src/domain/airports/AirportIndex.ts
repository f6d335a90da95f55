import type { Airport } from './airport';

/** Lower case, accents removed, so "são" finds "Sao Paulo" and "SAO" alike. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const words = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

interface Entry {
  airport: Airport;
  code: string;
  city: string;
  name: string;
  cityWords: string[];
  nameWords: string[];
  countryWords: string[];
}

const SIZE_BONUS = { metro: 40, large: 30, medium: 0 } as const;

/**
 * Scores how well an airport answers a folded query; 0 means not at all. An exact IATA code ranks first, then
 * city and name prefixes, then country; larger airports and metro codes rise within each band.
 */
function score(entry: Entry, query: string): number {
  let best = 0;
  if (entry.code === query) best = 1000;
  else if (entry.city === query) best = 600;
  else if (entry.city.startsWith(query)) best = 400;
  else if (entry.name.startsWith(query)) best = 350;
  else if (entry.code.startsWith(query)) best = 300;
  else if (entry.cityWords.some((w) => w.startsWith(query))) best = 250;
  else if (entry.nameWords.some((w) => w.startsWith(query))) best = 200;
  else if (entry.countryWords.some((w) => w.startsWith(query))) best = 100;
  else if (query.includes(' ') && (entry.city.includes(query) || entry.name.includes(query))) best = 150;
  return best === 0 ? 0 : best + SIZE_BONUS[entry.airport.size];
}

/**
 * An in-memory airport index built once at start. Candidates come from a two-letter prefix table over every
 * word of the code, city, name and country, so a search scores dozens of airports, not thousands.
 */
export class AirportIndex {
  private readonly byCode = new Map<string, Airport>();
  private readonly byPrefix = new Map<string, Entry[]>();

  constructor(airports: readonly Airport[]) {
    for (const airport of airports) {
      this.byCode.set(airport.iataCode, airport);
      const entry: Entry = {
        airport,
        code: airport.iataCode.toLowerCase(),
        city: fold(airport.city),
        name: fold(airport.name),
        cityWords: words(airport.city),
        nameWords: words(airport.name),
        countryWords: words(airport.country),
      };
      const keys = new Set(
        [entry.code, ...entry.cityWords, ...entry.nameWords, ...entry.countryWords].map((w) => w.slice(0, 2)),
      );
      for (const key of keys) {
        const bucket = this.byPrefix.get(key);
        if (bucket) bucket.push(entry);
        else this.byPrefix.set(key, [entry]);
      }
    }
    // Buckets in name order, so a stable sort by score alone breaks ties by name.
    for (const bucket of this.byPrefix.values()) bucket.sort((a, b) => a.airport.name.localeCompare(b.airport.name));
  }

  /** Every airport and metro code, in load order. */
  get all(): readonly Airport[] {
    return [...this.byCode.values()];
  }

  /** How many airports and metro codes the index holds. */
  get size(): number {
    return this.byCode.size;
  }

  /** The airport or metro code with this IATA code, if known. */
  get(iataCode: string): Airport | undefined {
    return this.byCode.get(iataCode.toUpperCase());
  }

  /**
   * Airports matching `text` by IATA code, city, airport name or country, best first.
   * @param text at least 2 characters (the route validates length).
   * @param limit at most this many results (spec 01 §9: 10).
   */
  search(text: string, limit: number): Airport[] {
    const query = fold(text.trim()).replace(/\s+/g, ' ');
    const firstWord = query.split(' ')[0] ?? '';
    const candidates = this.byPrefix.get(firstWord.slice(0, 2)) ?? [];
    return candidates
      .map((entry) => ({ entry, score: score(entry, query) }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((hit) => hit.entry.airport);
  }
}
