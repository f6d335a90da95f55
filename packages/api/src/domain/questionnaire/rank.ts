import { BUDGET_BANDS, type DestinationCategory, type QuestionnaireAnswers } from '@farewise/contracts';

/** What the ranking needs to know about one destination. */
export interface RankCandidate {
  id: string;
  category: DestinationCategory;
  /** Months (1–12) with the destination's best weather. */
  bestMonths: readonly number[];
  /** Great-circle distance from the traveller's home airport, in km. */
  distanceKm: number;
  /** Round-trip economy fare from the home airport, USD per person. */
  roundTripFare: number;
}

/** A candidate's score (0–1, higher is better) and the trip cost it was judged on (USD per person). */
export interface RankedCandidate<C extends RankCandidate> {
  candidate: C;
  score: number;
  tripCost: number;
}

type Answer<S extends keyof QuestionnaireAnswers> = QuestionnaireAnswers[S];

/** Nights away for each duration answer (spec 01 §9 durations). */
export const NIGHTS: Record<Answer<2>, number> = { weekend: 2, week: 7, 'two-weeks': 14, month: 30 };

/**
 * The farthest a trip of each length comfortably reaches, in km: a weekend stays short-haul, a week reaches across
 * an ocean, two weeks reach anywhere but the antipodes, and a month has no limit.
 */
export const COMFORTABLE_DISTANCE_KM: Record<Answer<2>, number> = {
  weekend: 1500,
  week: 7000,
  'two-weeks': 12000,
  month: Number.POSITIVE_INFINITY,
};

/** Spending on the ground per person per night (bed, food, local transport), USD; a mid-range average. */
export const DAILY_SPEND_USD = 150;

/** Per-person share of the daily spend by travel style: a solo traveller pays for a whole room, a family shares. */
export const STYLE_SPEND_FACTOR: Record<Answer<4>, number> = { solo: 1.25, couple: 1, family: 0.75, group: 0.85 };

// How well a destination of one category suits a traveller who asked for another (rows: asked; 1 is a match).
const CATEGORY_AFFINITY: Record<Answer<1>, Record<DestinationCategory, number>> = {
  beach: { beach: 1, city: 0.2, mountain: 0.1, adventure: 0.35, other: 0.3 },
  city: { beach: 0.25, city: 1, mountain: 0.1, adventure: 0.2, other: 0.55 },
  mountain: { beach: 0.05, city: 0.1, mountain: 1, adventure: 0.65, other: 0.2 },
  adventure: { beach: 0.3, city: 0.15, mountain: 0.7, adventure: 1, other: 0.4 },
};

// How well each category suits each kind of travel party (1 is ideal).
const STYLE_AFFINITY: Record<Answer<4>, Record<DestinationCategory, number>> = {
  solo: { beach: 0.7, city: 1, mountain: 0.9, adventure: 1, other: 0.9 },
  couple: { beach: 1, city: 1, mountain: 0.85, adventure: 0.8, other: 0.85 },
  family: { beach: 1, city: 0.85, mountain: 0.8, adventure: 0.55, other: 0.6 },
  group: { beach: 0.9, city: 1, mountain: 0.85, adventure: 0.95, other: 0.8 },
};

/** Calendar months of each season answer (northern-hemisphere calendar, as the traveller picks dates). */
export const SEASON_MONTHS: Record<Exclude<Answer<3>, 'flexible'>, readonly number[]> = {
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  fall: [9, 10, 11],
  winter: [12, 1, 2],
};

/** Weights of the four additive criteria; they sum to 1. */
export const WEIGHTS = { category: 0.4, budget: 0.3, season: 0.18, style: 0.12 } as const;

/** The share of a score an out-of-reach destination keeps: too far for the trip length sinks it whatever else fits. */
export const OUT_OF_REACH_FLOOR = 0.25;

/** Share of the season's months that are among the destination's best; 1 for a flexible traveller. */
export function seasonScore(season: Answer<3>, bestMonths: readonly number[]): number {
  if (season === 'flexible') return 1;
  const months = SEASON_MONTHS[season];
  return months.filter((month) => bestMonths.includes(month)).length / months.length;
}

/** 1 within the trip length's comfortable distance, falling linearly to 0 at twice that distance. */
export function distanceScore(duration: Answer<2>, km: number): number {
  const comfortable = COMFORTABLE_DISTANCE_KM[duration];
  if (km <= comfortable) return 1;
  return Math.max(0, 1 - (km - comfortable) / comfortable);
}

/** Estimated trip cost per person in USD: the round-trip fare plus the nights' spending for the travel party. */
export function tripCost(duration: Answer<2>, style: Answer<4>, roundTripFare: number): number {
  return Math.round(roundTripFare + NIGHTS[duration] * DAILY_SPEND_USD * STYLE_SPEND_FACTOR[style]);
}

/**
 * How well a trip cost fits a budget band (spec 01 §9 bands, USD per person): 1 inside the band, falling linearly to
 * 0 at twice the band's top, and 0.8 below its floor (affordable, but not the trip a bigger budget asked for).
 */
export function budgetScore(band: Answer<5>, cost: number): number {
  const { min, max } = BUDGET_BANDS[band];
  if (max !== null && cost > max) return Math.max(0, 1 - (cost - max) / max);
  return cost < min ? 0.8 : 1;
}

/**
 * Ranks destinations by questionnaire answers (spec 01 §9 ids): a weighted sum of category fit, the trip cost
 * against the budget band, the season against the destination's best months and the category's fit for the travel
 * party, scaled by reach (the distance against the trip length, down to {@link OUT_OF_REACH_FLOOR}). Ties go to the
 * cheaper fare. Pure: the same inputs give the same order.
 * @returns the best `limit` candidates, best first, each with its score (0–1) and estimated trip cost (USD).
 */
export function rankDestinations<C extends RankCandidate>(
  answers: QuestionnaireAnswers,
  candidates: readonly C[],
  limit = 6,
): RankedCandidate<C>[] {
  return candidates
    .map((candidate) => {
      const cost = tripCost(answers[2], answers[4], candidate.roundTripFare);
      const fit =
        WEIGHTS.category * CATEGORY_AFFINITY[answers[1]][candidate.category] +
        WEIGHTS.budget * budgetScore(answers[5], cost) +
        WEIGHTS.season * seasonScore(answers[3], candidate.bestMonths) +
        WEIGHTS.style * STYLE_AFFINITY[answers[4]][candidate.category];
      const reach = OUT_OF_REACH_FLOOR + (1 - OUT_OF_REACH_FLOOR) * distanceScore(answers[2], candidate.distanceKm);
      const score = fit * reach;
      return { candidate, score: Math.round(score * 1000) / 1000, tripCost: cost };
    })
    .sort((a, b) => b.score - a.score || a.candidate.roundTripFare - b.candidate.roundTripFare)
    .slice(0, limit);
}
