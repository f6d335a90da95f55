import { DateTime, Duration } from 'luxon';
import { LRUCache } from 'lru-cache';
import {
  AIRPORT_SEARCH,
  endpoints,
  type AirportSearchResponse,
  type FlexibleSearch,
  type FlexibleSearchResponse,
  type FlightSearchQuery,
  type FlightSearchResponse,
  type PriceCalendarQuery,
  type PriceCalendarResponse,
  type PriceGridQuery,
  type PriceGridResponse,
  type PriceHistoryResponse,
  type RiskSetting,
} from '@farewise/contracts';
import type { Airport } from '../domain/airports/airport';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { resolveAirportPair } from '../domain/airports/airportPair';
import { defaultAnchor, flexibleDates, flexibleWindow } from '../domain/calendar/flexibleDates';
import { priceCalendar } from '../domain/calendar/priceCalendar';
import { datesAround, priceGrid } from '../domain/calendar/priceGrid';
import { DomainError } from '../domain/errors';
import { refusePastDate } from '../domain/pastDate';
import { bookingDay, isBookable, MAX_MONTHS_AHEAD, type BookingDay } from '../domain/flights/bookingDay';
import { cheapestDates, acrossDates, isDateWindow } from '../domain/flights/dateWindow';
import { cheapestItinerary } from '../domain/flights/itineraries';
import { defaultDepartureDate, searchFlights } from '../domain/flights/search';
import { departureFor, HISTORY_DAYS, OBSERVED_LEAD_DAYS, priceHistory } from '../domain/forecast/history';
import { ADVICE_PATH_DAYS, tripAdvice } from '../domain/forecast/stopping/tripAdvice';
import { admit } from '../http/endpoint';
import type { FlightDataProvider } from '../providers/FlightDataProvider';
import type { PriceObservationRepository } from '../repositories/priceObservations';
import type { FareModel } from './fareModel';
import type { ObservationBuffer } from './observationBuffer';

/** What the flight service reads and writes. */
export interface FlightServiceDeps {
  airports: AirportIndex;
  /** Where flights come from: the offline model or Duffel. */
  provider: FlightDataProvider;
  fares: FareModel;
  /** Searches' lowest fares on their way to the database. */
  pending: ObservationBuffer;
  /** The observed fares already written. */
  observations: PriceObservationRepository;
  /** An airline's name from its IATA code, for the model's itineraries. */
  airlineName: (code: string) => string;
  now: () => Date;
}

/**
 * Airport search, flight search and price history (spec 01 §3, §7): prices are USD per person, dates ISO.
 * Answers come out already admitted by their endpoint's response schema, so cached ones are not parsed twice.
 */
export class FlightService {
  // The index never changes while the server runs, and pickers send the same few prefixes again and again.
  private readonly airportAnswers = new LRUCache<string, AirportSearchResponse>({ max: 5000 });
  // A deterministic provider's answer to a query is the same all day: keep recent ones.
  private readonly searchAnswers = new LRUCache<string, FlightSearchResponse>({ max: 2000 });
  // Calendars and flexible searches are the pricing model's: the same inputs give the same answer all day.
  private readonly calendarAnswers = new LRUCache<string, PriceCalendarResponse>({ max: 2000 });
  private readonly flexibleAnswers = new LRUCache<string, FlexibleSearchResponse>({ max: 2000 });
  private day?: BookingDay;

  constructor(private readonly deps: FlightServiceDeps) {}

  /** Up to 10 airports by IATA code, city, name or country, best first (`GET /api/airports/search`). */
  searchAirports(q: string): AirportSearchResponse {
    const key = q.toLowerCase();
    let answer = this.airportAnswers.get(key);
    if (!answer) {
      answer = admit(endpoints.airportSearch, {
        data: this.deps.airports.search(q, AIRPORT_SEARCH.maxResults).map((airport) => ({
          iataCode: airport.iataCode,
          name: airport.name,
          type: airport.size === 'metro' ? ('city' as const) : ('airport' as const),
          address: { cityName: airport.city, countryName: airport.country, countryCode: airport.countryCode },
        })),
      });
      this.airportAnswers.set(key, answer);
    }
    return answer;
  }

  /**
   * The provider's flights for a query (`GET /api/flights/search`), with price statistics, the best month and
   * cheaper alternatives from the pricing model. The flights depart on `departureDate`; without one, a window
   * option of Flexible Dates (anytime this year, the next 3 or 6 months) spreads them over the window's six
   * cheapest dates by the model (each date's best-value and cheapest flights), and statistics, best month and
   * alternatives are the cheapest date's; with neither, they depart on the default date. Records each date's lowest
   * fare shown as an observation for the route's history, cached answer or not.
   * @throws DomainError Invalid for an unknown or repeated airport, a departure date in the past
   * (`date_in_past`) or over 11 months ahead (`date_too_far`); NotFound `no_flights` when no flight serves the
   * date or the route; UpstreamFailed when a live provider fails.
   */
  async search(query: FlightSearchQuery): Promise<FlightSearchResponse> {
    const { airports, provider, fares } = this.deps;
    const [origin, destination] = resolveAirportPair(airports, query.origin, query.destination);
    const day = this.bookingDay();
    if (query.departureDate) checkDepartureDate(query.departureDate, day);
    const cabin = query.cabin ?? 'economy';
    const dates = query.departureDate
      ? [query.departureDate]
      : isDateWindow(query.flexibleDates)
        ? cheapestDates(query.flexibleDates, day, (date) => fares.cheapest(origin, destination, date, day.today, cabin))
        : [defaultDepartureDate(day.today)];
    const search = {
      origin,
      destination,
      departureDate: dates[0]!,
      bookedOn: day.today,
      today: day.today,
      cabin,
      travelers: query.travelers ?? 1,
    };
    const key = [origin.iataCode, destination.iataCode, dates, search.cabin, search.travelers, search.today].join('|');
    let result = provider.deterministic ? this.searchAnswers.get(key) : undefined;
    if (!result) {
      const flights = acrossDates(
        await Promise.all(dates.map((departureDate) => provider.offers({ ...search, departureDate }))),
      );
      if (!flights.length) throw new DomainError('NotFound', 'no_flights', 'No flights found on this date');
      result = admit(
        endpoints.flightSearch,
        searchFlights(search, flights, airports, (...args) => fares.cheapest(...args)),
      );
      if (provider.deterministic) this.searchAnswers.set(key, result);
    }
    for (const departureDate of dates) {
      const shown = result.flights.filter((flight) => flight.date === departureDate).map((flight) => flight.price);
      if (shown.length === 0) continue;
      this.deps.pending.record({
        route: `${origin.iataCode}-${destination.iataCode}`,
        observedOn: search.today,
        departureDate,
        lowestFare: Math.min(...shown),
      });
    }
    return result;
  }

  /**
   * A route's daily lowest fare for the past 12 months (observed by searches about 45 days out where there were any, the model's
   * back-cast elsewhere) and a 90-day forecast, with today's verdict and the buy/wait advice of the learned
   * stopping policy under `risk` for `departureDate` (default 45 days out), read from the fares searches observed
   * for that departure over the past 28 days and the pricing model where there were none
   * (`GET /api/price-history/{route}`, route like `NYC-PAR`).
   * @throws DomainError Invalid for an unknown or repeated code, or a departure date not after today or over 11
   * months ahead (`date_too_far`); NotFound `no_flights` for a route no carrier flies.
   */
  async priceHistory(route: string, departureDate?: string, risk: RiskSetting = 'save'): Promise<PriceHistoryResponse> {
    const { airports, fares } = this.deps;
    const [originCode, destinationCode] = route.split('-') as [string, string];
    const [origin, destination] = resolveAirportPair(airports, originCode, destinationCode);
    const today = DateTime.fromJSDate(this.deps.now(), { zone: 'utc' });
    const todayIso = today.toISODate()!;
    const departure = departureDate ?? departureFor(todayIso);
    if (departure <= todayIso) throw new DomainError('Invalid', 'date_in_past', 'Departure date must be after today');
    // The advice prices every day up to the departure: a date years ahead would hold the process for minutes.
    if (departure > this.bookingDay().lastBookable) {
      throw new DomainError('Invalid', 'date_too_far', `Flights are shown up to ${MAX_MONTHS_AHEAD} months ahead`, {
        field: 'departureDate',
      });
    }
    const since = today.minus({ days: HISTORY_DAYS - 1 }).toISODate()!;
    // Today's searches still in the buffer belong in the series.
    await this.deps.pending.flush();
    const observed = await this.deps.observations.lowestByDay(route, since, OBSERVED_LEAD_DAYS);
    const seenForDeparture = await this.deps.observations.forDepartures(
      [route],
      today.minus({ days: ADVICE_PATH_DAYS - 1 }).toISODate()!,
      { since: departure, until: departure },
    );
    const advice = tripAdvice({
      today: todayIso,
      departureDate: departure,
      risk,
      observed: new Map(seenForDeparture.map((seen) => [seen.observedOn, seen.lowestFare])),
      modelFare: (bookedOn) => fares.cheapest(origin, destination, departure, bookedOn),
    });
    return priceHistory(
      route,
      todayIso,
      observed,
      (day) => fares.cheapest(origin, destination, departureFor(day), day),
      advice,
    );
  }

  /**
   * A month's price calendar for a route (`GET /api/price-calendar`): per day, the model's cheapest economy fare per
   * person in USD departing that day, plus the return `tripNights` later for a round trip, booked today; the same
   * fare a flight search for that day shows as its lowest. Past days and days over 11 months ahead are unavailable.
   * @throws DomainError Invalid for an unknown or repeated airport, or a month before this one or over 11 months
   * ahead (`month_out_of_range`); NotFound `no_flights` for a route no carrier flies.
   */
  priceCalendar(query: PriceCalendarQuery): PriceCalendarResponse {
    const [origin, destination] = resolveAirportPair(this.deps.airports, query.origin, query.destination);
    const day = this.bookingDay();
    checkMonth(query.month, day);
    return this.calendarFor(origin, destination, query.month, query.tripNights ?? null, day);
  }

  /**
   * Flexible-date search (`POST /api/flights/flexible-search`, spec 01 §2, §3, §9): the cheapest departures in the
   * window around `departureDate` (default: the month's middle, or today if that has passed) — ±2 days for low
   * flexibility, ±7 for medium, the whole month for high — on the preferred weekdays when the window has any, at
   * most `maxPrice`, cheapest first, at most 30. Each option's price is the price calendar's for that day and trip
   * (USD per person; a round trip returns `tripNights` later), with the cheapest outbound itinerary's airline,
   * duration and stops, and its saving against the window's median fare. The month's calendar comes along.
   * @throws DomainError Invalid for an unknown or repeated airport, a month before this one or over 11 months ahead
   * (`month_out_of_range`), or a departure date in the past (`date_in_past`) or over 11 months ahead (`date_too_far`);
   * NotFound `no_flights` for a route no carrier flies.
   */
  flexibleSearch(request: FlexibleSearch): FlexibleSearchResponse {
    const { airports, airlineName } = this.deps;
    const [origin, destination] = resolveAirportPair(airports, request.origin, request.destination);
    const day = this.bookingDay();
    const todayIso = day.today;
    const month = request.departureMonth ?? day.nextMonth;
    checkMonth(month, day);
    if (request.departureDate) checkDepartureDate(request.departureDate, day);
    const anchor = request.departureDate ?? defaultAnchor(month, todayIso);
    const nights = request.isRoundTrip ? request.tripNights : null;
    const key = JSON.stringify([
      origin.iataCode,
      destination.iataCode,
      month,
      anchor,
      nights,
      todayIso,
      request.flexibilityLevel,
      request.preferredDays,
      request.maxPrice,
    ]);
    const cached = this.flexibleAnswers.get(key);
    if (cached) return cached;
    const fareOn = (date: string) => this.tripFare(origin, destination, date, nights, day);
    const dates = flexibleDates(
      {
        window: flexibleWindow(anchor, request.flexibilityLevel),
        anchor,
        preferredDays: request.preferredDays,
        maxPrice: request.maxPrice,
      },
      fareOn,
    );
    const lookup = (code: string) => airports.get(code);
    const options = dates.map(({ departureDate, price, savings, flexibility }) => {
      const outbound = cheapestItinerary(
        { origin, destination, departureDate, bookedOn: todayIso, cabin: 'economy' },
        airlineName,
        lookup,
      );
      const returnDate = nights === null ? null : plusDays(departureDate, nights);
      return {
        id: [origin.iataCode, destination.iataCode, departureDate, returnDate].filter(Boolean).join('-'),
        origin: origin.iataCode,
        destination: destination.iataCode,
        departureDate,
        returnDate,
        price,
        currency: 'USD' as const,
        savings,
        duration: Duration.fromISO(String(outbound.duration)).toFormat("h'h' m'm'"),
        stops: outbound.stops,
        airline: outbound.airline,
        flexibility,
        bookingClass: 'Economy',
      };
    });
    const answer = admit(endpoints.flexibleSearch, {
      options,
      calendar: this.calendarFor(origin, destination, month, nights, day),
    });
    this.flexibleAnswers.set(key, answer);
    return answer;
  }

  /** The price calendar of a month already checked: per day the trip's fare, null outside what is offered. */
  private calendarFor(origin: Airport, destination: Airport, month: string, nights: number | null, day: BookingDay) {
    const key = [origin.iataCode, destination.iataCode, month, nights, day.today].join('|');
    const cached = this.calendarAnswers.get(key);
    if (cached) return cached;
    const { days, topDeals } = priceCalendar(month, (date) => this.tripFare(origin, destination, date, nights, day));
    const answer = admit(endpoints.priceCalendar, {
      origin: origin.iataCode,
      destination: destination.iataCode,
      month,
      tripNights: nights,
      currency: 'USD',
      days,
      topDeals,
    });
    this.calendarAnswers.set(key, answer);
    return answer;
  }

  /**
   * One trip's fare in USD per person, booked today: one way, or out and back `nights` later; null for a departure
   * in the past or over 11 months ahead. Calendar, grid and flexible search all price with this.
   */
  private tripFare(origin: Airport, destination: Airport, date: string, nights: number | null, day: BookingDay) {
    if (!isBookable(day, date)) return null;
    if (nights === null) return this.deps.fares.cheapest(origin, destination, date, day.today);
    return this.roundTripFare(origin, destination, date, plusDays(date, nights), day.today);
  }

  /** Today's booking bounds, computed once per UTC day: luxon is too slow for every request's checks. */
  private bookingDay(): BookingDay {
    const today = this.deps.now().toISOString().slice(0, 10);
    if (this.day?.today !== today) this.day = bookingDay(today);
    return this.day;
  }

  /**
   * The depart × return grid around a round trip (`GET /api/price-grid`): 7 departure days × 7 return days, each
   * cell the same round-trip fare per person in USD the price calendar gives; null where the return is not after the
   * departure or the departure is past or over 11 months ahead.
   * @throws DomainError Invalid for an unknown or repeated airport, or a departure date in the past
   * (`date_in_past`) or over 11 months ahead (`date_too_far`); NotFound `no_flights` for a route no carrier flies.
   */
  priceGrid(query: PriceGridQuery): PriceGridResponse {
    const [origin, destination] = resolveAirportPair(this.deps.airports, query.origin, query.destination);
    const day = this.bookingDay();
    checkDepartureDate(query.departureDate, day);
    const departureDates = datesAround(query.departureDate);
    const returnDates = datesAround(query.returnDate);
    const { cells, cheapest } = priceGrid(departureDates, returnDates, (departureDate, returnDate) =>
      isBookable(day, departureDate)
        ? this.roundTripFare(origin, destination, departureDate, returnDate, day.today)
        : null,
    );
    return admit(endpoints.priceGrid, {
      origin: origin.iataCode,
      destination: destination.iataCode,
      currency: 'USD',
      departureDates,
      returnDates,
      cells,
      cheapest,
    });
  }

  /** The cheapest outbound plus the cheapest return, booked on `bookedOn`, in USD to the cent: one price per trip. */
  private roundTripFare(
    origin: Airport,
    destination: Airport,
    departureDate: string,
    returnDate: string,
    bookedOn: string,
  ) {
    const { fares } = this.deps;
    const total =
      fares.cheapest(origin, destination, departureDate, bookedOn) +
      fares.cheapest(destination, origin, returnDate, bookedOn);
    return Math.round(total * 100) / 100;
  }
}

const plusDays = (date: string, days: number) => DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate()!;

/**
 * Refuses a `YYYY-MM` month before this one or starting over 11 months ahead.
 * @throws DomainError Invalid `month_out_of_range`.
 */
function checkMonth(month: string, day: BookingDay): void {
  const first = `${month}-01`;
  if (first < day.monthStart || first > day.lastBookable) {
    throw new DomainError(
      'Invalid',
      'month_out_of_range',
      `Month must be between this month and ${MAX_MONTHS_AHEAD} months ahead`,
    );
  }
}

/**
 * Refuses a departure before today or over 11 months ahead.
 * @throws DomainError Invalid `date_in_past` or `date_too_far`, naming `departureDate`.
 */
function checkDepartureDate(departureDate: string, day: BookingDay): void {
  refusePastDate(departureDate, day.today, 'departureDate', 'Departure date cannot be in the past');
  if (departureDate > day.lastBookable) {
    throw new DomainError('Invalid', 'date_too_far', `Flights are shown up to ${MAX_MONTHS_AHEAD} months ahead`, {
      field: 'departureDate',
    });
  }
}
