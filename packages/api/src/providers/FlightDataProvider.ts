import type { Flight } from '@farewise/contracts';
import type { Airport } from '../domain/airports/airport';
import type { Cabin } from '../domain/pricing/fare';

/** One day's one-way flights for a party of travellers. Dates are ISO dates; `bookedOn` is the day of the search. */
export interface OfferQuery {
  origin: Airport;
  destination: Airport;
  departureDate: string;
  bookedOn: string;
  cabin: Cabin;
  /** Adults, 1–9. Prices come back per person. */
  travelers: number;
}

/**
 * Where flights come from (issue "flight search", server 2): the offline pricing model by default, or Duffel when
 * `DUFFEL_ACCESS_TOKEN` is set. Forecasts and alternatives always come from the model, which has a year of history.
 */
export interface FlightDataProvider {
  readonly name: 'offline' | 'duffel';
  /** The same query on the same day always gives the same flights, so answers can be kept for the day. */
  readonly deterministic: boolean;
  /**
   * The day's itineraries, best value first, with prices in USD per person.
   * @throws DomainError UpstreamFailed (a 502) when a live provider fails or answers in a currency other than USD.
   */
  offers(query: OfferQuery): Promise<Flight[]>;
}
