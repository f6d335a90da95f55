import { DomainError } from './errors';

/**
 * Refuses a date before today. Both are ISO dates (`yyyy-MM-dd`); `today` is the service clock's UTC day, so a
 * search for today itself passes. Flight departures and hotel check-ins share this rule.
 * @throws DomainError Invalid `date_in_past` with `message`, naming `field` (such as `checkInDate`) as its issue.
 */
export function refusePastDate(date: string, today: string, field: string, message: string): void {
  if (date < today) throw new DomainError('Invalid', 'date_in_past', message, { field });
}
