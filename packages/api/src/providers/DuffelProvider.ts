import { Duffel } from '@duffel/api';
import type { CabinClass, Offer } from '@duffel/api/types';
import { DateTime, Duration } from 'luxon';
import type { Flight } from '@farewise/contracts';
import { rankByValue } from '../domain/flights/itineraries';
import type { Cabin } from '../domain/pricing/fare';
import { currencyFailure, duffelFailure } from './duffelFailures';
import type { FlightDataProvider, OfferQuery } from './FlightDataProvider';

const CABIN_CLASS: Record<Cabin, CabinClass> = {
  economy: 'economy',
  premium: 'premium_economy',
  business: 'business',
};
/** Airlines get this long to answer an offer request (Duffel's `supplier_timeout`, milliseconds). */
const SUPPLIER_TIMEOUT_MS = 20_000;
/** A live search can return hundreds of offers; the results page shows the best value ones. */
const MAX_FLIGHTS = 50;

/**
 * One Duffel offer as a Farewise flight: its first slice, times in the airports' own zones, stops counting
 * connections and technical stops, and the total split per traveller in USD. `undefined` for a non-USD offer.
 * Source: Duffel API v2, "Offer" and "Offer request" (duffel.com/docs/api).
 */
export function flightFromOffer(offer: Omit<Offer, 'available_services'>, travelers: number): Flight | undefined {
  const slice = offer.slices[0];
  const first = slice?.segments[0];
  const last = slice?.segments.at(-1);
  if (!slice || !first || !last || offer.total_currency !== 'USD') return undefined;
  const departure = DateTime.fromISO(first.departing_at, { zone: first.origin.time_zone });
  const arrival = DateTime.fromISO(last.arriving_at, { zone: last.destination.time_zone });
  const minutes = Math.round(arrival.diff(departure, 'minutes').minutes);
  const carrier = offer.owner.iata_code ?? first.marketing_carrier.iata_code ?? first.marketing_carrier.name;
  return {
    id: offer.id,
    airline: offer.owner.name,
    carrierCode: carrier.slice(0, 3),
    origin: first.origin.iata_code ?? slice.origin.iata_code ?? '',
    destination: last.destination.iata_code ?? slice.destination.iata_code ?? '',
    departureTime: departure.toISO({ suppressMilliseconds: true })!,
    arrivalTime: arrival.toISO({ suppressMilliseconds: true })!,
    date: departure.toISODate()!,
    duration: Duration.fromObject({ minutes }).shiftTo('hours', 'minutes').toISO(),
    stops: slice.segments.length - 1 + slice.segments.reduce((sum, segment) => sum + (segment.stops?.length ?? 0), 0),
    price: Math.round((Number(offer.total_amount) / travelers) * 100) / 100,
  };
}

/**
 * Live flights from Duffel (`@duffel/api`): one offer request per search, offers returned inline.
 * `basePath` points the client elsewhere (tests replay recorded answers on loopback).
 */
export class DuffelProvider implements FlightDataProvider {
  readonly name = 'duffel';
  readonly deterministic = false;
  private readonly client: Duffel;

  constructor(token: string, basePath?: string) {
    this.client = new Duffel({ token, basePath, source: 'farewise' });
  }

  async offers(query: OfferQuery): Promise<Flight[]> {
    let offers: Array<Omit<Offer, 'available_services'>>;
    try {
      const answer = await this.client.offerRequests.create({
        slices: [
          {
            origin: query.origin.iataCode,
            destination: query.destination.iataCode,
            departure_date: query.departureDate,
            departure_time: null,
            arrival_time: null,
          },
        ],
        passengers: Array.from({ length: query.travelers }, () => ({ type: 'adult' as const })),
        cabin_class: CABIN_CLASS[query.cabin],
        return_offers: true,
        supplier_timeout: SUPPLIER_TIMEOUT_MS,
      });
      offers = answer.data.offers;
    } catch (error) {
      throw duffelFailure(error, 'The flight provider could not search this route');
    }
    const flights = offers.flatMap((offer) => flightFromOffer(offer, query.travelers) ?? []);
    if (offers.length && !flights.length) {
      throw currencyFailure('The flight provider priced this route', offers[0]!.total_currency);
    }
    return rankByValue(flights).slice(0, MAX_FLIGHTS);
  }
}
