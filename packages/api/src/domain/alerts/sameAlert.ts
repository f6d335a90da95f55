import type { ALERT_TYPES } from '@farewise/contracts';
import { toCents } from '../money';

/** The terms that make an alert what it is. Prices in USD; codes are canonical IATA codes. */
export interface AlertTarget {
  origin: string;
  destination: string;
  alertType: (typeof ALERT_TYPES)[number];
  targetPrice: number;
  dropPercentage: number;
}

/**
 * Whether two alerts of one user watch the same thing: the same route, type and target price (to the cent), and
 * for `drop` alerts the same drop percentage (a `below` alert never uses its percentage). Creating an alert the
 * user already has answers that one, so an import retried after a partial failure makes no duplicates.
 */
export function sameAlert(a: AlertTarget, b: AlertTarget): boolean {
  return (
    a.origin === b.origin &&
    a.destination === b.destination &&
    a.alertType === b.alertType &&
    toCents(a.targetPrice) === toCents(b.targetPrice) &&
    (a.alertType === 'below' || a.dropPercentage === b.dropPercentage)
  );
}
