import { DuffelError } from '@duffel/api';
import { DomainError } from '../domain/errors';

/**
 * A failed Duffel call as the domain's error: UpstreamFailed `provider_error` (a 502) saying `message`, followed by
 * Duffel's first reason when it gave one (Duffel API v2, "Errors"). Network failures carry no reason.
 */
export function duffelFailure(error: unknown, message: string): DomainError {
  const reason = error instanceof DuffelError ? error.errors[0]?.message : undefined;
  return new DomainError('UpstreamFailed', 'provider_error', `${message}${reason ? `: ${reason}` : ''}`, {
    cause: error,
  });
}

/**
 * An answer priced only in another currency, as the domain's error: UpstreamFailed `provider_currency` (a 502),
 * since Farewise shows USD only. `subject` says what was priced, as "The flight provider priced this route".
 */
export function currencyFailure(subject: string, currency: string): DomainError {
  return new DomainError('UpstreamFailed', 'provider_currency', `${subject} in ${currency}, not USD`);
}
