import { DEFAULT_ORIGIN, type Destination, type SmartQueryRequest, type SmartQueryResponse } from '@farewise/contracts';
import type { Logger } from 'pino';
import { fold } from '../domain/airports/AirportIndex';
import { ungroundedFigures } from '../domain/advisor/grounding';
import { historyAnswer } from '../domain/advisor/historyAnswer';
import {
  advisorPlan,
  compareAnswer,
  emptyRegionAnswer,
  joinAnswers,
  regionAnswer,
  regionMonthAnswer,
  routeAnswer,
  unplacedAnswer,
  type AdvisorAnswer,
  type DestinationDay,
  type RouteFacts,
} from '../domain/advisor/offlineAnswer';
import { parseQuestion, type ParsedQuestion } from '../domain/advisor/parseQuestion';
import { regionFinder, type Country, type Region } from '../domain/advisor/regions';
import {
  budgetStyle,
  dailyCost,
  hotelAnswer,
  impliedStay,
  stayAnswer,
  suggestedStay,
  tripBudgetAnswer,
  tripEstimate,
} from '../domain/advisor/tripAnswers';
import {
  CATALOGUE_ORIGIN,
  catalogueBudgetAnswer,
  cheapestDay,
  destinationsFrom,
  isRefusal,
  pricedDestination,
  routeHistory,
  type AdvisorServices,
} from './advisor/lookups';
import { namedPlace, routeFacts } from './routeFacts';

/** A place as answers name it. */
type Place = RouteFacts['origin'];

/** The tools' answers the advisor may go without: a refusal (DomainError) leaves that part out. */
async function unless<T>(work: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (isRefusal(error)) return undefined;
    throw error;
  }
}

/**
 * The offline AI travel advisor (AI issue): no model, no network. It reads the question (`parseQuestion`), decides
 * what to look up (`advisorPlan`), calls the flight search, its price history and price calendar, the destinations,
 * the hotel search and the budget calculator in-process, and writes an answer whose every figure cites a source.
 * Source: spec 01 §3 smart query, AI issue.
 */
export class AdvisorService {
  private regions?: (phrase: string) => Region | undefined;

  constructor(private readonly deps: AdvisorServices & { logger: Logger; now: () => Date }) {}

  /**
   * How the question's phrases resolve to IATA codes: an upper-case code we know (unless it names a country:
   * "USA"); a catalogue destination's name or city ("Bali", "Cancun"), accents and case aside; else an airport city
   * of that name, accents aside, when it is written with a capital (so "a nice hotel" is not Nice).
   */
  private lookup(destinations: readonly Destination[]): (phrase: string) => string | undefined {
    const named = new Map(
      destinations.flatMap((d) => [[fold(d.name), d.iataCode] as const, [fold(d.city), d.iataCode] as const]),
    );
    const region = this.region(destinations);
    return (phrase) => {
      // "USA" is a country before it is Concord's airport.
      if (/^[A-Z]{3}$/.test(phrase)) return region(phrase) ? undefined : this.deps.airports.get(phrase)?.iataCode;
      if (phrase.length < 3) return undefined;
      const known = named.get(fold(phrase));
      if (known) return known;
      if (!/^\p{Lu}/u.test(phrase)) return undefined;
      const [hit] = this.deps.airports.search(phrase, 1);
      return hit && fold(hit.city) === fold(phrase) ? hit.iataCode : undefined;
    };
  }

  /**
   * The regions a phrase may name: the named regions, then the countries of the catalogue (as it names them:
   * "Türkiye") and of the airport data ("Turkey", "India"). Built once: neither changes while the server runs.
   */
  private region(destinations: readonly Destination[]): (phrase: string) => Region | undefined {
    if (!this.regions) {
      const { airports } = this.deps;
      const countries: Country[] = destinations.flatMap((d) => {
        const airport = airports.get(d.iataCode);
        return airport ? [{ name: d.country, code: airport.countryCode }] : [];
      });
      for (const airport of airports.all) countries.push({ name: airport.country, code: airport.countryCode });
      this.regions = regionFinder(countries);
    }
    return this.regions;
  }

  /**
   * A place as answers name it: as the question named a catalogue destination, by its name or its city ("Bali",
   * "Zurich"), else its airport's city.
   */
  private place(code: string, destinations: readonly Destination[], text?: string): Place {
    const said = text === undefined ? undefined : fold(text);
    const listed = destinations.find((d) => d.iataCode === code && [fold(d.name), fold(d.city)].includes(said!));
    if (!listed) return namedPlace(this.deps.airports, code);
    return { code, name: fold(listed.name) === said ? listed.name : listed.city };
  }

  private async route(origin: Place, destination: Place): Promise<RouteFacts> {
    return { ...(await routeFacts(this.deps, origin.code, destination.code)), origin, destination };
  }

  private async write(question: ParsedQuestion, destinations: readonly Destination[]): Promise<AdvisorAnswer> {
    const plan = advisorPlan(question, DEFAULT_ORIGIN);
    const text = (code: string) => question.places.find((place) => place.code === code)?.text;
    const place = (code: string) => this.place(code, destinations, text(code));
    switch (plan.kind) {
      case 'route':
        return this.routeAnswer(question, await this.route(place(plan.origin), place(plan.destination)));
      case 'compare': {
        const [first, second] = plan.destinations;
        const origin = place(plan.origin);
        return compareAnswer(await this.route(origin, place(first)), await this.route(origin, place(second)));
      }
      case 'region':
        return this.regionAnswer(question, place(plan.origin), this.region(destinations)(plan.region)!, destinations);
      case 'budget':
        return catalogueBudgetAnswer(this.deps.airports, destinations, question);
      case 'unplaced':
        return unplacedAnswer();
    }
  }

  /**
   * One route's answer: the flight search's fare and best month, and the price calendar's cheapest day of a month
   * named; led, as the question asks, by how long to stay, by the price history's verdict (buy now?) or by the hotel
   * rate; followed by the hotel rate for a trip of a stated length, and the budget calculator's total when the
   * question (or profile) gives a length and a budget.
   */
  private async routeAnswer(question: ParsedQuestion, facts: RouteFacts): Promise<AdvisorAnswer> {
    const { origin, destination, search } = facts;
    const [month] = question.months;
    const cheapestDay = month === undefined ? undefined : this.cheapestDay(origin.code, destination.code, month);
    const checkIn = month === undefined ? search.flights[0]?.date : cheapestDay?.date;
    const style = budgetStyle(question.style);
    const travelers = question.travelers ?? 1;
    const lead: AdvisorAnswer[] = [];
    const follow: AdvisorAnswer[] = [];
    let intent = question.intent;

    if (question.intent === 'how-long') {
      const perDay = dailyCost(destination.name, style);
      const days = suggestedStay(2 * search.priceStats.current, perDay);
      const asked = question.days ? tripEstimate(destination.name, question.days, travelers, style) : undefined;
      lead.push(stayAnswer(origin, tripEstimate(destination.name, days, travelers, style), asked));
    }
    if (question.intent === 'buy-now') {
      const history = await unless(() => routeHistory(this.deps.flights, facts));
      if (history) {
        lead.push(historyAnswer(origin, destination, history));
        intent = 'general';
      }
    }
    // A hotel when asked for (it leads), or for a trip of a stated length (it follows).
    const wantsHotel = question.hotel || (question.intent === 'general' && question.days !== null);
    const hotel = wantsHotel && checkIn ? await this.hotel(destination, question, checkIn) : undefined;
    if (hotel) (question.hotel ? lead : follow).push(hotel);
    if (question.budget && question.days && question.intent !== 'how-long') {
      const estimate = tripEstimate(destination.name, question.days, travelers, style);
      follow.push(tripBudgetAnswer(estimate, question.budget));
    }
    return joinAnswers(...lead, routeAnswer({ ...question, intent }, { ...facts, cheapestDay }), ...follow);
  }

  /** The cheapest hotel for the stay the question implies from `checkIn`; undefined when the search finds none. */
  private async hotel(place: Place, question: ParsedQuestion, checkIn: string): Promise<AdvisorAnswer | undefined> {
    const stay = impliedStay(question, checkIn);
    const [cheapest] =
      (await unless(() => this.deps.hotels.search({ destination: place.code, ...stay, currency: 'USD' }))) ?? [];
    return cheapest ? hotelAnswer(place, stay, cheapest) : undefined;
  }

  /**
   * The destinations of a region from `origin`: the cheapest days of a month named, from the price calendar; else
   * those within the budget, when one is given (catalogue fares, from New York); else the cheapest by catalogue fare.
   */
  private regionAnswer(
    question: ParsedQuestion,
    origin: Place,
    region: Region,
    destinations: readonly Destination[],
  ): AdvisorAnswer {
    const { airports } = this.deps;
    // Catalogue fares are from New York; the price calendar's, from the question's start.
    const catalogue = destinationsFrom(airports, CATALOGUE_ORIGIN, destinations, region);
    const inside = destinationsFrom(airports, origin.code, destinations, region);
    const [month] = question.months;
    const days: DestinationDay[] =
      month === undefined
        ? []
        : inside.flatMap((d) => {
            const day = this.cheapestDay(origin.code, d.iataCode, month);
            return day ? [{ destination: { code: d.iataCode, name: d.name }, day }] : [];
          });
    if (days.length > 0) return regionMonthAnswer(region.name, origin, days);
    if (catalogue.length === 0) return emptyRegionAnswer(region.name);
    if (question.budget) return catalogueBudgetAnswer(airports, destinations, question, region);
    return regionAnswer(region.name, namedPlace(airports, CATALOGUE_ORIGIN).name, catalogue.map(pricedDestination));
  }

  /**
   * `POST /api/ai/smart-query`: the answer with its sources. The profile's budget (USD per person), travelers and
   * travel style fill in what the question does not say. A question that names no known place or region (and no
   * budget to spend) gets what the advisor can help with, and no figures.
   * @throws DomainError as the flight search does (an unknown route); UpstreamFailed when a live provider fails.
   */
  async answer({ query, userContext }: SmartQueryRequest): Promise<SmartQueryResponse> {
    const destinations = await this.deps.destinations.list();
    const findRegion = this.region(destinations);
    const question = parseQuestion(query, this.lookup(destinations), (phrase) => findRegion(phrase)?.name);
    // What the question leaves out, the traveller's profile says: its budget is USD per person (spec 01 §3).
    const profileBudget = userContext?.budget ? { usd: userContext.budget, perPerson: true } : null;
    const answer = await this.write(
      {
        ...question,
        budget: question.budget ?? profileBudget,
        travelers: question.travelers ?? userContext?.travelers ?? null,
        style: question.style ?? userContext?.travelStyle ?? null,
      },
      destinations,
    );
    const ungrounded = ungroundedFigures(answer.response, answer.sources);
    // By construction this is empty; if a change ever breaks that, the log says so rather than the traveller.
    if (ungrounded.length > 0) this.deps.logger.error({ ungrounded }, 'advisor answer states figures without a source');
    return answer;
  }

  /**
   * The price calendar's cheapest day of `month` (1–12) for a route: the month's next occurrence, this one included;
   * undefined when the calendar has no fare that month (or refuses the route).
   */
  private cheapestDay(origin: string, destination: string, month: number): RouteFacts['cheapestDay'] {
    const today = this.deps.now();
    const year = today.getUTCFullYear() + (month < today.getUTCMonth() + 1 ? 1 : 0);
    try {
      return cheapestDay(this.deps.flights, origin, destination, `${year}-${String(month).padStart(2, '0')}`);
    } catch (error) {
      if (isRefusal(error)) return undefined;
      throw error;
    }
  }
}
