import type { AiRecommendation, FlightSearchResponse } from '@farewise/contracts';
import { formatUsd } from '../planner/formatUsd';

/** A route with its flight search answer (fares USD per person), and why it is on the list. */
export interface RouteLead {
  origin: { code: string; name: string };
  destination: { code: string; name: string };
  search: FlightSearchResponse;
  /** `saved` for a route the traveller saved a search for; `trending` for a trending destination from New York. */
  why: 'saved' | 'trending';
  /** Tags of the route's destination (its category), if any. */
  tags: readonly string[];
}

/**
 * A **timing** card (AI issue) from a route's flight search: fly in its best month to save what the forecast says.
 * `confidence` is the forecast's own confidence in that month (percent), `price` today's lowest fare and `savings`
 * what the best month saves, both USD per person. The reasons state only those figures.
 */
export function timingCard({ origin, destination, search, why, tags }: RouteLead): AiRecommendation {
  const { month, savings, confidence } = search.recommendations;
  const route = `${origin.name} → ${destination.name}`;
  return {
    id: `timing-${origin.code}-${destination.code}`,
    type: 'timing',
    title: `Fly ${route} in ${month.split(' ')[0]}`,
    description: `The forecast's cheapest month for ${route} is ${month}.`,
    destination: destination.name,
    price: search.priceStats.lowest,
    savings,
    confidence,
    bestTime: month,
    reasons: [
      `Today's lowest fare is ${formatUsd(search.priceStats.lowest)} per person`,
      `Flying in ${month} saves about ${formatUsd(savings)}`,
      why === 'saved' ? 'You saved a search for this route' : `${destination.name} is trending`,
    ],
    tags: [...tags, why],
  };
}

/** Cards in order, each route once: the traveller's saved routes first, then trending ones, at most `limit`. */
export function recommendationCards(leads: readonly RouteLead[], limit: number): AiRecommendation[] {
  const seen = new Set<string>();
  const cards: AiRecommendation[] = [];
  for (const lead of [...leads].sort((a, b) => Number(a.why === 'trending') - Number(b.why === 'trending'))) {
    const card = timingCard(lead);
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    cards.push(card);
    if (cards.length === limit) break;
  }
  return cards;
}
