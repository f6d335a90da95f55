import type { Deal } from '@farewise/contracts';
import { fold } from '../format/fold';

const DAY_MS = 86_400_000;

/** The "all" value of the region and type filters. */
export const ALL_DEALS = 'all';

/** Whole days from `now` until a deal's end date (its start, UTC), rounded up (spec 02 §9); 0 once it has passed. */
export function daysLeft(validUntil: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(`${validUntil}T00:00:00Z`) - now.getTime()) / DAY_MS));
}

/** The deal filters of spec 02 §2: a text search and the region and type selects. */
export interface DealFilter {
  query: string;
  region: Deal['category'] | typeof ALL_DEALS;
  type: Deal['type'] | typeof ALL_DEALS;
}

export const NO_DEAL_FILTER: DealFilter = { query: '', region: ALL_DEALS, type: ALL_DEALS };

/** Deals whose title or destination contains the query (case-insensitive), in the chosen region and of the chosen type. */
export function filterDeals(deals: readonly Deal[], { query, region, type }: DealFilter): Deal[] {
  const needle = fold(query.trim());
  return deals.filter(
    (deal) =>
      (region === ALL_DEALS || deal.category === region) &&
      (type === ALL_DEALS || deal.type === type) &&
      (needle === '' || fold(deal.title).includes(needle) || fold(deal.destination).includes(needle)),
  );
}

/**
 * Where a deal's booking button leads: a flight deal searches its route on home, a hotel deal searches hotels in its
 * city, and packages and experiences search flights to it (the spec does not show the action).
 */
export function dealLink(deal: Deal): { to: string; search: Record<string, string> } {
  const city = deal.destination.split(',')[0]!.trim();
  if (deal.type === 'hotel') return { to: '/hotels', search: { destination: city } };
  return { to: '/', search: deal.origin ? { origin: deal.origin, destination: city } : { destination: city } };
}
