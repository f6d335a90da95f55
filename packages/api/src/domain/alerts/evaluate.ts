import type { ALERT_TYPES } from '@farewise/contracts';

type AlertType = (typeof ALERT_TYPES)[number];

/** A fired alert waits this long before it may fire again, so a fare that stays low sends one email a day. */
export const ALERT_COOLDOWN_HOURS = 24;

/** What deciding an alert needs. Prices in USD per person. */
export interface AlertTerms {
  alertType: AlertType;
  /** `below`: fire at or under this fare. */
  targetPrice: number;
  /** `drop`: the fare when the alert was made. */
  referencePrice: number;
  /** `drop`: fire when the fare is this many percent under `referencePrice` (spec 02 §9: 5–25). */
  dropPercentage: number;
  lastTriggered: Date | null;
}

/** The fare at or under which the alert's condition holds (spec 02 §9: alert types below and drop). */
export function alertThreshold(terms: AlertTerms): number {
  return terms.alertType === 'below' ? terms.targetPrice : terms.referencePrice * (1 - terms.dropPercentage / 100);
}

/**
 * Whether an alert fires for today's fare: its condition holds and it has not fired in the last
 * {@link ALERT_COOLDOWN_HOURS} hours.
 */
export function alertFires(terms: AlertTerms, fare: number, now: Date): boolean {
  if (fare > alertThreshold(terms)) return false;
  return terms.lastTriggered === null || terms.lastTriggered <= cooldownStart(now);
}

/** The instant before which a last trigger no longer holds an alert back. */
export function cooldownStart(now: Date): Date {
  return new Date(now.getTime() - ALERT_COOLDOWN_HOURS * 3_600_000);
}
