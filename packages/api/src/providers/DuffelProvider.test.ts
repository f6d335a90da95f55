import { describe, expect, it } from 'vitest';
import { Flight } from '@farewise/contracts';
import { loadAirports } from '../data/airports';
import { AirportIndex } from '../domain/airports/AirportIndex';
import { DomainError } from '../domain/errors';
import { duffelFixture as fixture, replayDuffel } from '../testing/duffelReplay';
import { DuffelProvider } from './DuffelProvider';

const airports = new AirportIndex(loadAirports());
const recorded = () => ({ status: 201, body: fixture('offer-request-jfk-cdg.json') });

/** Replays recorded Duffel answers on loopback and records what the client sent. */
describe('DuffelProvider', () => {
  const duffel = replayDuffel(recorded);

  const jfkCdg = {
    origin: airports.get('JFK')!,
    destination: airports.get('CDG')!,
    departureDate: '2026-04-28',
    bookedOn: '2026-03-15',
    cabin: 'premium',
    travelers: 2,
  } as const;
  const search = () => new DuffelProvider('duffel_test_token', duffel.basePath).offers(jfkCdg);

  it('sends one offer request for the slice, the party and the cabin', async () => {
    await search();
    const { request } = duffel;
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/^\/air\/offer_requests\/?\?/);
    expect(new URL(request.url!, duffel.basePath).searchParams.get('return_offers')).toBe('true');
    expect(request.authorization).toBe('Bearer duffel_test_token');
    expect(request.body.data).toMatchObject({
      slices: [{ origin: 'JFK', destination: 'CDG', departure_date: '2026-04-28' }],
      passengers: [{ type: 'adult' }, { type: 'adult' }],
      cabin_class: 'premium_economy',
    });
  });

  it('maps USD offers to flights: local times, connections and technical stops, price per traveller', async () => {
    const flights = await search();
    expect(flights.map((flight) => Flight.parse(flight).id).sort()).toEqual([
      'off_0000AF_nonstop',
      'off_0000BA_via_lhr',
      'off_0000EI_tech_stop',
    ]);
    const nonstop = flights.find((flight) => flight.id === 'off_0000AF_nonstop')!;
    expect(nonstop).toMatchObject({
      airline: 'Air France',
      carrierCode: 'AF',
      origin: 'JFK',
      destination: 'CDG',
      departureTime: '2026-04-28T19:30:00-04:00',
      arrivalTime: '2026-04-29T08:55:00+02:00',
      date: '2026-04-28',
      duration: 'PT7H25M',
      stops: 0,
      price: 621.8,
    });
    expect(flights.find((flight) => flight.id === 'off_0000BA_via_lhr')).toMatchObject({
      stops: 1,
      destination: 'CDG',
    });
    expect(flights.find((flight) => flight.id === 'off_0000EI_tech_stop')).toMatchObject({ stops: 1, price: 449.5 });
  });

  it('fails upstream (a 502) with the provider reason when Duffel refuses the request', async () => {
    duffel.answer = { status: 422, body: fixture('offer-request-error.json') };
    const failure = await search().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({
      kind: 'UpstreamFailed',
      code: 'provider_error',
      message: "The flight provider could not search this route: The origin airport 'XXX' was not recognised",
    });
  });

  it('fails upstream (a 502) rather than show prices in another currency', async () => {
    const answer = JSON.parse(fixture('offer-request-jfk-cdg.json')) as {
      data: { offers: Array<{ total_currency: string }> };
    };
    answer.data.offers = answer.data.offers.filter((offer) => offer.total_currency === 'EUR');
    duffel.answer = { status: 201, body: JSON.stringify(answer) };
    await expect(search()).rejects.toMatchObject({ kind: 'UpstreamFailed', code: 'provider_currency' });
  });

  it('fails upstream (a 502) when the provider cannot be reached', async () => {
    const unreachable = new DuffelProvider('duffel_test_token', 'http://127.0.0.1:9');
    await expect(unreachable.offers(jfkCdg)).rejects.toMatchObject({ kind: 'UpstreamFailed', code: 'provider_error' });
  });
});
