import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z, ZodError } from 'zod';
import {
  calculateBudget,
  DEFAULT_ORIGIN,
  HOTELS,
  HotelSearchQuery,
  IataCode,
  IsoDate,
  IsoMonth,
  PLANNER_STYLES,
} from '@farewise/contracts';
import type { AirportIndex } from '../../domain/airports/AirportIndex';
import { budgetAnswer, routeAnswer, type RouteFacts } from '../../domain/advisor/offlineAnswer';
import type { ParsedQuestion } from '../../domain/advisor/parseQuestion';
import type { SourceLedger } from '../../domain/advisor/sourceLedger';
import { budgetSources, hotelRateSources } from '../../domain/advisor/toolSources';
import { DomainError } from '../../domain/errors';
import type { DestinationService } from '../DestinationService';
import type { FlightService } from '../FlightService';
import type { HotelService } from '../HotelService';
import { namedPlace, routeFacts } from '../routeFacts';

/** What a tool answers the model: plain JSON; figures only inside `sources`, each with the number to cite. */
export type ToolResult = Record<string, unknown>;

/** The tools a model may call, and how a call is carried out. */
export interface ToolBox {
  /** The tools as the chat completions API declares them (`tools`). */
  readonly definitions: ChatCompletionFunctionTool[];
  /**
   * Carries out one call: `args` is the model's JSON text. The sources it finds are numbered in `ledger`. A call the
   * tool refuses (bad arguments, an unknown airport, a route without flights) answers `{ error }` for the model to
   * read, not a rejection.
   * @throws Error only for a failure that is not the model's doing (a provider or database failure).
   */
  call(name: string, args: string, ledger: SourceLedger): Promise<ToolResult>;
}

/** What the advisor's tools call: the same services the API serves, in-process. */
export interface AdvisorToolDeps {
  airports: AirportIndex;
  flights: FlightService;
  destinations: DestinationService;
  hotels: HotelService;
}

const code = IataCode.describe('IATA airport or city code, such as JFK or NYC');

/** A route question with nothing else asked: the offline answer's sources for it do not depend on the wording. */
const ROUTE_ONLY: ParsedQuestion = {
  intent: 'general',
  places: [],
  months: [],
  budget: null,
  travelers: null,
  days: null,
};

interface Tool<S extends z.ZodType> {
  description: string;
  parameters: S;
  run: (args: z.output<S>, ledger: SourceLedger) => Promise<ToolResult>;
}

const tool = <S extends z.ZodType>(definition: Tool<S>) => definition as unknown as Tool<z.ZodType>;

/** Sources as the model reads them: the number to cite, what the figure is, the figure. */
const forModel = (sources: { id: number; label: string; value: string }[]) =>
  sources.map(({ id, label, value }) => ({ cite: `[${id}]`, label, value }));

/**
 * The advisor's tools for function calling (AI issue: "the tools are the existing services, called in-process, never
 * copied"): airport lookup, the flight search with its forecast, the price calendar, destinations within a budget,
 * hotel rates and the budget calculator. Each answers its figures as numbered sources (USD; per person for fares),
 * built as the offline advisor builds them, each linking the page that shows it. Source: spec 01 §3 smart query,
 * AI issue.
 */
export class AdvisorTools implements ToolBox {
  private readonly tools: Record<string, Tool<z.ZodType>>;
  readonly definitions: ChatCompletionFunctionTool[];

  constructor(private readonly deps: AdvisorToolDeps) {
    this.tools = {
      find_airports: tool({
        description: 'Find airports and cities by name or code, to get the IATA code the other tools take.',
        parameters: z.object({ query: z.string().trim().min(2).max(64).describe('a city, airport or country name') }),
        run: async ({ query }) => ({
          airports: this.deps.flights.searchAirports(query).data.map((airport) => ({
            code: airport.iataCode,
            name: airport.name,
            city: airport.address.cityName,
            country: airport.address.countryName,
          })),
        }),
      }),
      search_flights: tool({
        description:
          "A route's lowest fare today (USD per person), the forecast's best month to fly and what flying then saves.",
        parameters: z.object({ origin: code, destination: code }),
        run: async ({ origin, destination }, ledger) => ({
          sources: forModel(ledger.cite(routeAnswer(ROUTE_ONLY, await this.route(origin, destination)).sources)),
        }),
      }),
      price_calendar: tool({
        description: 'The cheapest day to fly a route in one month (YYYY-MM), from the price calendar, USD per person.',
        parameters: z.object({ origin: code, destination: code, month: IsoMonth }),
        run: async ({ origin, destination, month }, ledger) => {
          const [best] = this.deps.flights.priceCalendar({ origin, destination, month }).topDeals;
          if (best?.price == null) return { error: `No fares on this route in ${month}` };
          const facts = await this.route(origin, destination);
          const { sources } = routeAnswer(ROUTE_ONLY, {
            ...facts,
            cheapestDay: { month, date: best.date, price: best.price },
          });
          return { sources: forModel(ledger.cite(sources.filter((source) => source.kind === 'calendar'))) };
        },
      }),
      destinations_within_budget: tool({
        description:
          'Up to three destinations whose round trip from New York fits a budget (USD), cheapest first; when none fits, the cheapest one.',
        parameters: z.object({
          budgetUsd: z.number().positive().describe('the budget in USD'),
          perPerson: z.boolean().describe('true when the budget is per person, false when it is for the whole party'),
          travelers: z.number().int().min(1).max(20).optional(),
        }),
        run: async ({ budgetUsd, perPerson, travelers }, ledger) => {
          const priced = (await this.deps.destinations.list()).map(({ id, city, country, averagePrice }) => ({
            id,
            city,
            country,
            fare: Number(averagePrice),
          }));
          const question = { ...ROUTE_ONLY, budget: { usd: budgetUsd, perPerson }, travelers: travelers ?? null };
          const home = namedPlace(this.deps.airports, DEFAULT_ORIGIN).name;
          return { sources: forModel(ledger.cite(budgetAnswer(question, home, priced).sources)) };
        },
      }),
      hotel_rates: tool({
        description: 'The cheapest hotels of a city for a stay: the rate per room per night and the total, USD.',
        parameters: z.object({
          destination: z.string().trim().min(2).max(64).describe('a city name or IATA code'),
          checkInDate: IsoDate,
          checkOutDate: IsoDate,
          guests: z.number().int().min(HOTELS.guests.min).max(HOTELS.guests.max).optional(),
          rooms: z.number().int().min(HOTELS.rooms.min).max(HOTELS.rooms.max).optional(),
        }),
        run: async (args, ledger) => {
          const search = HotelSearchQuery.parse(args);
          const hotels = await this.deps.hotels.search(search);
          if (hotels.length === 0) return { error: `No hotels found for ${args.destination}` };
          const { destination, checkInDate, checkOutDate, guests, rooms } = search;
          const stay = { destination, checkInDate, checkOutDate, guests, rooms };
          return { sources: forModel(ledger.cite(hotelRateSources(stay, hotels))) };
        },
      }),
      estimate_budget: tool({
        description:
          "The budget calculator's estimate of a trip's cost (flights, stay, food, transport, activities, shopping), USD.",
        parameters: z.object({
          destination: z.string().trim().min(1).max(64).describe('a city name'),
          days: z.number().int().min(1).max(90),
          travelers: z.number().int().min(1).max(20),
          travelStyle: z.enum(PLANNER_STYLES),
        }),
        run: async ({ destination, days, travelers, travelStyle }, ledger) => {
          const estimate = calculateBudget({
            destination,
            duration: days,
            travelers,
            travelStyle,
            tripType: 'leisure',
          });
          return { sources: forModel(ledger.cite(budgetSources(estimate))) };
        },
      }),
    };
    this.definitions = Object.entries(this.tools).map(([name, { description, parameters }]) => {
      const { $schema: _schema, ...schema } = z.toJSONSchema(parameters, { io: 'input' });
      return { type: 'function', function: { name, description, parameters: schema } };
    });
  }

  private route(origin: string, destination: string): Promise<RouteFacts> {
    return routeFacts(this.deps, origin.toUpperCase(), destination.toUpperCase());
  }

  /**
   * Runs the tool `name` with the model's JSON `args`, numbering its sources in `ledger`. Bad arguments, an unknown
   * tool and a service's refusal (a DomainError other than UpstreamFailed) answer `{ error }` for the model.
   * @throws Error for anything else: a live provider's or the database's failure.
   */
  async call(name: string, args: string, ledger: SourceLedger): Promise<ToolResult> {
    const found = Object.hasOwn(this.tools, name) ? this.tools[name] : undefined;
    if (!found) return { error: `No tool is called ${name}` };
    let parsed: unknown;
    try {
      parsed = JSON.parse(args || '{}');
    } catch {
      return { error: 'The arguments are not valid JSON' };
    }
    try {
      return await found.run(found.parameters.parse(parsed), ledger);
    } catch (error) {
      if (error instanceof ZodError) return { error: z.prettifyError(error) };
      if (error instanceof DomainError && error.kind !== 'UpstreamFailed') return { error: error.message };
      throw error;
    }
  }
}
