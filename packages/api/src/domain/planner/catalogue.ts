import type { PlannerInterest } from '@farewise/contracts';

/**
 * One activity the planner can schedule: a real place or experience of a catalogue city, or a generic suggestion
 * that is honest anywhere. Times are `HH:mm` within the planner's 08:00–22:00 day.
 */
export interface CatalogueActivity {
  /** Unique across the whole catalogue, such as `paris-louvre` or `generic-food-market`. */
  id: string;
  name: string;
  /** One of the planner's 12 interests (spec 02 §9); the planned activity's `type`. */
  interest: PlannerInterest;
  /** Typical length of a visit, in minutes. */
  durationMinutes: number;
  /** Entry or typical spend per person, in whole USD; 0 when free. */
  costUsd: number;
  /** When it can be visited, `HH:mm`, clipped to 08:00–22:00 for scheduling. */
  opens: string;
  closes: string;
  /** The part of the city it is in: moving between two areas takes travel time. */
  area: string;
  /** One line of advice shown with the activity. */
  note: string;
}

/** A catalogue city: its name, other names travellers type (lower case), and its activities. */
export interface CityActivities {
  city: string;
  country: string;
  aliases: readonly string[];
  activities: readonly CatalogueActivity[];
}

/** The planner's content: the catalogue cities, and generic activities for anywhere else and missing interests. */
export interface ActivityCatalogue {
  cities: readonly CityActivities[];
  generic: readonly CatalogueActivity[];
}

/** Lower case without accents, so `São Paulo` and `sao paulo` compare equal. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * The catalogue city a free-text destination names, or undefined: the text before the first comma (so
 * `Paris, France` is Paris), compared case- and accent-insensitively with each city's name and aliases.
 */
export function findCity(destination: string, catalogue: ActivityCatalogue): CityActivities | undefined {
  const name = fold(destination.split(',')[0] ?? '');
  return catalogue.cities.find((city) => fold(city.city) === name || city.aliases.includes(name));
}
