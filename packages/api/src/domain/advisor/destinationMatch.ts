import type { Destination, User } from '@farewise/contracts';

/**
 * What a destination card is matched against (AI issue, "the profile's interests and budget"): the most the
 * traveller means to spend, USD per person (the top of their budget range), and the kinds of place they favour
 * (the categories of their favourite destinations). A guest has neither.
 */
export interface TravelProfile {
  /** USD per person; undefined for a guest. */
  budgetMax?: number;
  /** The catalogue destinations named in the traveller's favourites, in the catalogue's order. */
  favourites: readonly Destination[];
}

/** How much each criterion weighs in the match score; a criterion without data (a guest's budget) is left out. */
export const MATCH_WEIGHTS = { budget: 40, interests: 30, trending: 15, fareTrend: 15 } as const;

/** A match criterion. */
export type MatchCriterion = keyof typeof MATCH_WEIGHTS;

/** A month's fare change (percent) at or beyond this many points scores the fare trend fully (a fall) or not at all. */
const FULL_TREND = 25;

/**
 * A destination scored against a profile: `score` 0–100, and the facts it was scored on for the card to state.
 * `withinBudget` and `sharedWith` are undefined where the profile has no budget or no favourites.
 */
export interface DestinationMatch {
  score: number;
  /** The points of each criterion the profile has data for, out of its weight, in {@link MATCH_WEIGHTS} order. */
  points: { criterion: MatchCriterion; weight: number; points: number }[];
  /** The round trip from New York in USD per person (the destination's `averagePrice`). */
  fare: number;
  /** The fare's change against 30 days ago, in percent (the destination's `priceChange`); negative is cheaper. */
  fareChange: number;
  withinBudget?: boolean;
  /** A favourite destination of the same category, when the profile has favourites. */
  sharedWith?: Destination | null;
}

/** A `priceChange` or `averagePrice` as a number (spec 02 allows numeric text, with a `%` for the change). */
export function amount(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.replace('%', ''));
}

/** The profile of a signed-in traveller: the top of their budget range and their favourites found in `catalogue`. */
export function travelProfile(user: User, catalogue: readonly Destination[]): TravelProfile {
  const named = new Set(user.preferences.favoriteDestinations.map((name) => name.trim().toLowerCase()));
  return {
    budgetMax: user.preferences.budgetRange.max,
    favourites: catalogue.filter((d) => named.has(d.name.toLowerCase()) || named.has(d.city.toLowerCase())),
  };
}

/** Whether `destination` is one of the profile's favourites. */
export function isFavourite(profile: TravelProfile, destination: Destination): boolean {
  return profile.favourites.some((favourite) => favourite.id === destination.id);
}

/**
 * The profile match score of a destination card (AI issue), 0–100: the weighted share of the criteria it meets,
 * over the criteria the profile has data for (see {@link MATCH_WEIGHTS}):
 * - budget: 1 when the round trip from New York is at most `budgetMax`, else `budgetMax / fare`;
 * - interests: 1 when a favourite is of the same category, else 0;
 * - trending: 1 when the destination is trending, else 0;
 * - fare trend: 1 for a fall of 25 % or more on a month ago, 0 for a rise of 25 % or more, linear between.
 */
export function destinationMatch(destination: Destination, profile: TravelProfile): DestinationMatch {
  const fare = amount(destination.averagePrice);
  const fareChange = amount(destination.priceChange);
  const fits: Partial<Record<MatchCriterion, number>> = {
    trending: destination.trending ? 1 : 0,
    fareTrend: Math.min(1, Math.max(0, 0.5 - fareChange / (2 * FULL_TREND))),
  };
  const match: Omit<DestinationMatch, 'score' | 'points'> = { fare, fareChange };
  if (profile.budgetMax !== undefined) {
    match.withinBudget = fare <= profile.budgetMax;
    fits.budget = match.withinBudget ? 1 : profile.budgetMax / fare;
  }
  if (profile.favourites.length > 0) {
    match.sharedWith = profile.favourites.find((favourite) => favourite.category === destination.category) ?? null;
    fits.interests = match.sharedWith ? 1 : 0;
  }
  const points = (Object.keys(MATCH_WEIGHTS) as MatchCriterion[]).flatMap((criterion) => {
    const fit = fits[criterion];
    const weight = MATCH_WEIGHTS[criterion];
    return fit === undefined ? [] : [{ criterion, weight, points: Math.round(weight * fit * 10) / 10 }];
  });
  const total = (key: 'weight' | 'points') => points.reduce((sum, part) => sum + part[key], 0);
  return { ...match, points, score: Math.round((100 * total('points')) / total('weight')) };
}

/** A destination with its match against a profile. */
export interface RankedDestination {
  destination: Destination;
  match: DestinationMatch;
}

/**
 * The destinations a destination card may be about, best match first (ties in catalogue order): the trending ones and
 * those of a category the profile's favourites share, except the favourites themselves and `home`, the airport the
 * fares are from.
 */
export function rankDestinations(
  catalogue: readonly Destination[],
  profile: TravelProfile,
  home: string,
): RankedDestination[] {
  const favoured = new Set(profile.favourites.map((favourite) => favourite.category));
  return catalogue
    .filter((d) => d.iataCode !== home && !isFavourite(profile, d) && (d.trending || favoured.has(d.category)))
    .map((destination) => ({ destination, match: destinationMatch(destination, profile) }))
    .sort((a, b) => b.match.score - a.match.score);
}
