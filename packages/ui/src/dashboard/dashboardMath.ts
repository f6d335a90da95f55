import type { DashboardAlertCard, PriceAlert, SavedSearch } from '@farewise/contracts';

/** The greeting by the traveller's local time (spec 01 §2 Dashboard): morning before 12:00, afternoon before 18:00. */
export function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  return hour < 18 ? 'Good afternoon' : 'Good evening';
}

/** Within this many percent of the target, a fare counts as level with it. */
const STABLE_PERCENT = 1;

/**
 * A dashboard alert card (spec 01 §3) from a stored alert: `change` is how far today's fare sits from the target,
 * in percent (positive above it); `trend` is `up` above the target, `down` under it, `stable` within 1 %.
 * An alert not yet priced shows its target as the fare.
 */
export function toAlertCard(alert: PriceAlert): DashboardAlertCard {
  const currentPrice = alert.currentPrice ?? alert.targetPrice;
  const change = ((currentPrice - alert.targetPrice) / alert.targetPrice) * 100;
  const trend = Math.abs(change) <= STABLE_PERCENT ? 'stable' : change > 0 ? 'up' : 'down';
  return {
    route: `${alert.origin} → ${alert.destination}`,
    currentPrice,
    targetPrice: alert.targetPrice,
    change,
    trend,
  };
}

/**
 * How close a fare is to its target, a whole percent from 0 to 100 (the progress bar, spec 01 §9: clamped): 100 at or under the target,
 * falling as the fare rises above it, 0 at twice the target or more.
 */
export function targetProgress({
  currentPrice,
  targetPrice,
}: Pick<DashboardAlertCard, 'currentPrice' | 'targetPrice'>) {
  const progress = Math.round((1 - (currentPrice - targetPrice) / targetPrice) * 100);
  return Math.min(100, Math.max(0, progress));
}

/** What the user would save, in USD, if every active alert's fare came down to its target. */
export function potentialSavings(alerts: readonly PriceAlert[]): number {
  return alerts
    .filter((alert) => alert.isActive)
    .reduce((sum, alert) => sum + Math.max(0, (alert.currentPrice ?? alert.targetPrice) - alert.targetPrice), 0);
}

/** The Overview tab's figures (spec 01 §2 Dashboard): counts, and the potential savings in USD. */
export interface DashboardStats {
  savedSearches: number;
  activeAlerts: number;
  /** Alerts that fired: they have a lastTriggered date. */
  targetsReached: number;
  potentialSavings: number;
}

/** The Overview tab's figures from the user's alerts and saved searches. */
export function dashboardStats(alerts: readonly PriceAlert[], searches: readonly SavedSearch[]): DashboardStats {
  return {
    savedSearches: searches.length,
    activeAlerts: alerts.filter((alert) => alert.isActive).length,
    targetsReached: alerts.filter((alert) => alert.lastTriggered !== null).length,
    potentialSavings: potentialSavings(alerts),
  };
}

/** Days after which a saved search is worth running again. */
const STALE_SEARCH_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The For You tab's suggestions from the user's own data: active alerts that reached their target (book now),
 * and saved searches not run for more than a week before `now` (prices may have changed).
 */
export function suggestions(
  alerts: readonly PriceAlert[],
  searches: readonly SavedSearch[],
  now: Date,
): { reached: PriceAlert[]; stale: SavedSearch[] } {
  return {
    reached: alerts.filter((alert) => alert.isActive && alert.lastTriggered !== null),
    stale: searches.filter(
      (search) => now.getTime() - new Date(search.lastSearched).getTime() > STALE_SEARCH_DAYS * DAY_MS,
    ),
  };
}
