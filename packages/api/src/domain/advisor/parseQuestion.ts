import type { AdvisorProfile } from '@farewise/contracts';

/**
 * What the offline advisor reads from a traveller's question (AI issue): the intent, the places and the region, the
 * months, the budget in USD, travelers, trip length in days, the travel style and whether it asks about hotels. Pure:
 * the place and region lookups are given, so the parser runs without the airport data.
 */

/** What the question asks for; `general` when nothing more specific fits. */
export type AdvisorIntent = 'cheapest-time' | 'where-for-budget' | 'compare' | 'how-long' | 'buy-now' | 'general';

/** A place named in the question, as the lookup resolved it. */
export interface NamedPlace {
  /** The words as written. */
  text: string;
  /** The IATA airport or metro code it resolved to. */
  code: string;
  /** Named as where the trip starts: "from Boston". */
  from: boolean;
}

/** A region or country named in the question ("Europe", "the Caribbean", "Japan"), as the region lookup named it. */
export interface NamedRegion {
  /** The words as written. */
  text: string;
  /** The region's name, as the lookup gives it ("Europe", "Japan"). */
  name: string;
}

/** The travel styles of the Ask AI profile (spec 01 §2): budget, moderate or luxury. */
export type AdvisorStyle = NonNullable<AdvisorProfile['travelStyle']>;

export interface ParsedQuestion {
  intent: AdvisorIntent;
  places: NamedPlace[];
  /** The first region or country named that is not a place the place lookup knows; absent when none is. */
  region?: NamedRegion | null;
  /** Months asked about, 1–12, in the order named (a season gives its three months). */
  months: number[];
  /** The budget stated, USD; `perPerson` when the question says so. */
  budget: { usd: number; perPerson: boolean } | null;
  travelers: number | null;
  /** Trip length in days. */
  days: number | null;
  /** The travel style the question states ("on a budget", "luxury"); absent when it states none. */
  style?: AdvisorStyle | null;
  /** The question asks about hotels or where to stay. */
  hotel?: boolean;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Northern-hemisphere seasons, as most of our routes fly. */
const SEASONS: Record<string, number[]> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
  fall: [9, 10, 11],
  winter: [12, 1, 2],
};

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const count = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

// Checked in this order: the first that matches decides.
const INTENTS: readonly [AdvisorIntent, RegExp][] = [
  ['compare', /\b(vs\.?|versus|compare|compared|or .+ cheaper)\b/i],
  [
    'buy-now',
    /\b((good|right|best) time to (buy|book)|book now|buy now|should i (wait|book now|buy now)|(prices|fares)\b.*\b(drop|fall|rise|go (up|down)|going (up|down))|(book|buy) (now )?or wait)\b/i,
  ],
  ['how-long', /\b(how (long|many (days|nights))|long enough|(ideal|right|best) (trip |stay )?length)\b/i],
  [
    'where-for-budget',
    /\b(where (can|could|should) (i|we) (go|fly|travel)|where to (go|fly)|destinations? (for|under)|cheapest (places?|destinations?|cities|city|countries|country|spots?))\b/i,
  ],
  [
    'cheapest-time',
    /\b(cheapest (time|month|week|day)|best (time|month) to (fly|go|visit|book|travel)|when (is it|should i|to) .*(cheap|fly|go|visit|book))\b/i,
  ],
];

function intentOf(query: string): AdvisorIntent {
  return INTENTS.find(([, pattern]) => pattern.test(query))?.[0] ?? 'general';
}

/** Words before "may" that make it the month: "in May", "early May"; "May I…" stays a verb. */
const MAY_CUES = new Set(['in', 'of', 'during', 'early', 'late', 'mid', 'through', 'until', 'by']);

function monthOf(word: string, previous: string | undefined): number | undefined {
  if (word === 'may') return previous !== undefined && MAY_CUES.has(previous) ? 5 : undefined;
  const full = MONTH_NAMES.indexOf(word);
  if (full >= 0) return full + 1;
  // Three-letter abbreviations: "Jan", "Sept" is four.
  const short = word === 'sept' ? 8 : word.length === 3 ? MONTH_NAMES.findIndex((name) => name.startsWith(word)) : -1;
  return short >= 0 ? short + 1 : undefined;
}

function monthsOf(query: string): number[] {
  const words = query.toLowerCase().match(/[a-z]+/g) ?? [];
  const months = words.flatMap((word, i) => {
    const month = monthOf(word, words[i - 1]);
    return month !== undefined ? [month] : (SEASONS[word] ?? []);
  });
  return [...new Set(months)];
}

function budgetOf(query: string): ParsedQuestion['budget'] {
  const match =
    /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?/i.exec(query) ??
    /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k)?\s?(?:usd|dollars|bucks)\b/i.exec(query);
  if (!match) return null;
  const usd = Number(match[1]!.replaceAll(',', '')) * (match[2] ? 1000 : 1);
  return { usd, perPerson: /\b(per person|each|pp|a head)\b/i.test(query) };
}

function travelersOf(query: string): number | null {
  const party =
    /\b(?:for|we are|we're|party of|group of|family of)\s+(\d+|one|two|three|four|five|six|seven|eight)\b(?!\s*(?:days?|nights?|weeks?|\$))/i.exec(
      query,
    ) ?? /\b(\d+|two|three|four|five|six|seven|eight)\s+(?:of us|people|travell?ers|adults|friends)\b/i.exec(query);
  if (party) return count(party[1]!);
  if (/\b(couple|honeymoon|my (wife|husband|partner)|the two of us)\b/i.test(query)) return 2;
  if (/\b(solo|alone|by myself|just me)\b/i.test(query)) return 1;
  return null;
}

function daysOf(query: string): number | null {
  const span = /\b(\d+|one|two|three|four|five|six|seven|eight)[\s-](day|night|week)s?\b/i.exec(query);
  if (span) {
    const n = count(span[1]!);
    const unit = span[2]!.toLowerCase();
    return unit === 'week' ? n * 7 : unit === 'night' ? n + 1 : n;
  }
  // "a week", "a beach week", "one luxury week".
  if (/\b(a|one)\s+(?:[a-z]+\s+)?week\b/i.test(query)) return 7;
  if (/\b(a )?long weekend\b/i.test(query)) return 4;
  if (/\b(a )?weekend\b/i.test(query)) return 3;
  return null;
}

function styleOf(query: string): AdvisorStyle | null {
  if (/\b(luxury|luxurious|five[- ]star|5[- ]star|splurge)\b/i.test(query)) return 'luxury';
  if (/\b(on a (tight |small )?budget|budget (trip|travel)|shoestring|backpack\w*|cheaply)\b/i.test(query))
    return 'budget';
  if (/\b(mid[- ]range|moderate)\b/i.test(query)) return 'moderate';
  return null;
}

const HOTEL = /\b(hotels?|accommodation|lodging|hostels?|where to stay|places? to stay|a room|rooms|nightly rate)\b/i;

/** Word runs of one to three words, longest first, so "New York" wins over "York". */
function phrases(query: string): { text: string; start: number; end: number }[] {
  const words = [...query.matchAll(/[\p{L}][\p{L}'.-]*/gu)];
  const runs: { text: string; start: number; end: number }[] = [];
  for (let length = 3; length >= 1; length -= 1) {
    for (let i = 0; i + length <= words.length; i += 1) {
      const first = words[i]!;
      const last = words[i + length - 1]!;
      runs.push({
        text: query.slice(first.index, last.index! + last[0].length),
        start: first.index!,
        end: last.index! + last[0].length,
      });
    }
  }
  return runs;
}

/**
 * Reads the question. `lookup` resolves a phrase (a city such as `Paris` or `New York`, or an upper-case IATA code)
 * to its airport or metro code, or undefined; places are returned in the order the question names them, each once.
 * `regions`, when given, names the region or country a phrase stands for ("Europe", "Japan"), or undefined; it is
 * asked only about words no place takes, so a place named like its country ("Singapore", "the Maldives") is a place.
 */
export function parseQuestion(
  query: string,
  lookup: (phrase: string) => string | undefined,
  regions: (phrase: string) => string | undefined = () => undefined,
): ParsedQuestion {
  const places: (NamedPlace & { start: number })[] = [];
  const named: (NamedRegion & { start: number })[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number) => !taken.some(([s, e]) => start < e && end > s);
  const runs = phrases(query);
  // Places first, so "the Maldives" is the place rather than the country.
  for (const { text, start, end } of runs) {
    if (!free(start, end)) continue;
    const code = lookup(text);
    if (!code || places.some((place) => place.code === code)) continue;
    places.push({ text, code, start, from: /\bfrom\s+$/i.test(query.slice(0, start)) });
    taken.push([start, end]);
  }
  for (const { text, start, end } of runs) {
    if (!free(start, end)) continue;
    const region = regions(text);
    if (!region) continue;
    named.push({ text, name: region, start });
    taken.push([start, end]);
  }
  const [region] = named.sort((a, b) => a.start - b.start);
  return {
    intent: intentOf(query),
    places: places.sort((a, b) => a.start - b.start).map(({ start: _start, ...place }) => place),
    region: region ? { text: region.text, name: region.name } : null,
    months: monthsOf(query),
    budget: budgetOf(query),
    travelers: travelersOf(query),
    days: daysOf(query),
    style: styleOf(query),
    hotel: HOTEL.test(query),
  };
}
