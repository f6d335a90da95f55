import { fold } from '../airports/AirportIndex';

/**
 * The regions the offline advisor answers for (AI issue: "Europe"-style regions), defined over the airport data
 * rather than by hand per destination: a catalogue destination is in a region when the airport it is reached by
 * lies on one of the region's continents (OurAirports' continent codes) or in one of its countries (ISO 3166-1
 * alpha-2). Pure.
 */

/** Where an airport is, as the airport data says. */
export interface Located {
  /** OurAirports continent code: AF, AN, AS, EU, NA, OC or SA. */
  continent: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

/** A region: its name as answers write it, and the continents and countries it spans. */
export interface Region {
  name: string;
  continents: readonly string[];
  countries: readonly string[];
}

const CARIBBEAN = [
  'AG',
  'AI',
  'AW',
  'BB',
  'BL',
  'BQ',
  'BS',
  'CU',
  'CW',
  'DM',
  'DO',
  'GD',
  'GP',
  'HT',
  'JM',
  'KN',
  'KY',
  'LC',
  'MF',
  'MQ',
  'MS',
  'PR',
  'SX',
  'TC',
  'TT',
  'VC',
  'VG',
  'VI',
];
const CENTRAL_AMERICA = ['BZ', 'CR', 'GT', 'HN', 'NI', 'PA', 'SV'];

/**
 * The named regions, each with the words people use for it (matched whole, case and accents aside, with or without
 * a leading "the"). Continents follow OurAirports, with two exceptions travellers expect: Spain's Canary Islands
 * and Portugal's islands count as Europe.
 */
export const REGIONS: readonly (Region & { aliases: readonly string[] })[] = [
  { name: 'Europe', aliases: ['europe', 'european'], continents: ['EU'], countries: ['ES', 'PT'] },
  { name: 'Asia', aliases: ['asia', 'asian'], continents: ['AS'], countries: [] },
  { name: 'Africa', aliases: ['africa', 'african'], continents: ['AF'], countries: [] },
  { name: 'North America', aliases: ['north america'], continents: ['NA'], countries: [] },
  { name: 'South America', aliases: ['south america'], continents: ['SA'], countries: [] },
  {
    name: 'Latin America',
    aliases: ['latin america'],
    continents: ['SA'],
    countries: ['MX', 'CU', 'DO', 'PR', ...CENTRAL_AMERICA],
  },
  { name: 'Central America', aliases: ['central america'], continents: [], countries: CENTRAL_AMERICA },
  { name: 'the Caribbean', aliases: ['caribbean'], continents: [], countries: CARIBBEAN },
  {
    name: 'Oceania',
    aliases: ['oceania', 'australasia', 'south pacific', 'pacific islands'],
    continents: ['OC'],
    countries: [],
  },
  {
    name: 'Southeast Asia',
    aliases: ['southeast asia', 'south east asia', 'south-east asia'],
    continents: [],
    countries: ['BN', 'ID', 'KH', 'LA', 'MM', 'MY', 'PH', 'SG', 'TH', 'TL', 'VN'],
  },
  {
    name: 'East Asia',
    aliases: ['east asia', 'far east'],
    continents: [],
    countries: ['CN', 'HK', 'JP', 'KR', 'MN', 'MO', 'TW'],
  },
  {
    name: 'South Asia',
    aliases: ['south asia', 'indian subcontinent'],
    continents: [],
    countries: ['BD', 'BT', 'IN', 'LK', 'MV', 'NP', 'PK'],
  },
  {
    name: 'the Middle East',
    aliases: ['middle east', 'mideast'],
    continents: [],
    countries: ['AE', 'BH', 'EG', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'YE'],
  },
  {
    name: 'Scandinavia',
    aliases: ['scandinavia', 'scandinavian', 'nordics', 'nordic countries'],
    continents: [],
    countries: ['DK', 'FI', 'IS', 'NO', 'SE'],
  },
  { name: 'Antarctica', aliases: ['antarctica'], continents: ['AN'], countries: [] },
];

/** Other names of countries, folded, to the ISO code: the ones travellers write that the airport data does not. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u.k.': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  holland: 'NL',
  uae: 'AE',
  emirates: 'AE',
  korea: 'KR',
  turkiye: 'TR',
  czechia: 'CZ',
};

/** Whether a place is in a region: on one of its continents or in one of its countries. */
export function inRegion(region: Region, place: Located): boolean {
  return region.continents.includes(place.continent) || region.countries.includes(place.countryCode);
}

/** A country's name as a sentence writes it: "the United Kingdom", "the Maldives", "Japan". */
export function countryName(name: string): string {
  return /^(United |Czech Republic$|Dominican Republic$|Central African|Democratic Republic|Republic of)|(lands|Islands|ines|ives|amas|Emirates)$/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/** A country by name: its name as answers write it and its ISO 3166-1 alpha-2 code. */
export interface Country {
  name: string;
  code: string;
}

/**
 * The region a phrase names (matched whole, case, accents and a leading "the" aside): one of {@link REGIONS} by any
 * of its names, else a country of `countries` (or a common other name of one: "UK", "Holland"), as a region of that
 * one country named as `countries` names it; undefined otherwise. Where `countries` names one code twice, the first
 * name wins, so list the names answers should use first.
 */
export function regionFinder(countries: Iterable<Country>): (phrase: string) => Region | undefined {
  const byName = new Map<string, Region>();
  for (const region of REGIONS) for (const alias of region.aliases) byName.set(alias, region);
  const byCode = new Map<string, Region>();
  for (const { name, code } of countries) {
    const region = byCode.get(code) ?? { name: countryName(name), continents: [], countries: [code] };
    byCode.set(code, region);
    if (!byName.has(fold(name))) byName.set(fold(name), region);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) {
    const region = byCode.get(code);
    if (region && !byName.has(alias)) byName.set(alias, region);
  }
  return (phrase) => byName.get(fold(phrase.trim()).replace(/^the\s+/, ''));
}
