import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { HOTELS, HotelSearchQuery, IataCode, IsoDate, IsoMonth, PLANNER_STYLES } from '@farewise/contracts';
import type { RouteFacts } from '../../domain/advisor/offlineAnswer';
import type { SourceLedger } from '../../domain/advisor/sourceLedger';
import {
  budgetSources,
  calendarSource,
  historySources,
  hotelRateSources,
  routeSources,
} from '../../domain/advisor/sources';
import { tripEstimate } from '../../domain/advisor/tripAnswers';
import { namedPlace, routeFacts } from '../routeFacts';
import { catalogueBudgetAnswer, cheapestDay, isRefusal, routeHistory, type AdvisorServices } from './lookups';

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

const code = IataCode.clone().register(z.globalRegistry, {
  description: 'IATA airport or city code, such as JFK or NYC',
});

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
 * copied"): airport lookup, the flight search with its forecast, the price history's buy-or-wait verdict, the price
 * calendar, destinations within a budget, hotel rates and the budget calculator. Each answers its figures as
 * numbered sources (USD; per person for fares) built by the same builders (`domain/advisor/sources`) and looked up
 * the same way (`./lookups`) as the offline advisor's, each linking the page that shows it. Source: spec 01 §3 smart
 * query, AI issue.
 */
export class AdvisorTools implements ToolBox {
  private readonly tools: Record<string, Tool<z.ZodType>>;
  readonly definitions: ChatCompletionFunctionTool[];

  constructor(private readonly deps: AdvisorServices) {
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
          "A route's cheapest fare booked today for the flight search's date (USD per person), the forecast's best month to fly and what flying then saves against today's fare.",
        parameters: z.object({ origin: code, destination: code }),
        run: async ({ origin, destination }, ledger) => ({
          sources: forModel(ledger.cite(routeSources(await this.route(origin, destination)))),
        }),
      }),
      price_history: tool({
        description:
          "Whether now is a good time to buy a route's tickets: the past year's typical fare range (USD per person) with where today's fares sit in it (low, typical or high), and the forecast's advice, buy now or wait, with the chance in percent that waiting pays off, for a departure date (the flight search's date unless one is given).",
        parameters: z.object({ origin: code, destination: code, departureDate: z.optional(IsoDate) }),
        run: async ({ origin, destination, departureDate }, ledger) => {
          const facts = await this.route(origin, destination);
          const history = await routeHistory(this.deps.flights, facts, departureDate);
          return { sources: forModel(ledger.cite(historySources(facts.origin, facts.destination, history))) };
        },
      }),
      price_calendar: tool({
        description: 'The cheapest day to fly a route in one month (YYYY-MM), from the price calendar, USD per person.',
        parameters: z.object({ origin: code, destination: code, month: IsoMonth }),
        run: async ({ origin, destination, month }, ledger) => {
          const day = cheapestDay(this.deps.flights, origin, destination, month);
          if (!day) return { error: `No fares on this route in ${month}` };
          const { airports } = this.deps;
          const source = calendarSource(namedPlace(airports, origin), namedPlace(airports, destination), day);
          return { sources: forModel(ledger.cite([source])) };
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
          const question = { budget: { usd: budgetUsd, perPerson }, travelers: travelers ?? null };
          const destinations = await this.deps.destinations.list();
          const { sources } = catalogueBudgetAnswer(this.deps.airports, destinations, question);
          return { sources: forModel(ledger.cite(sources)) };
        },
      }),
      hotel_rates: tool({
        description:
          'The three cheapest hotels of a city for a stay: the rate per room per night of each, and the cheapest one’s total for the stay, USD.',
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
          // Named as the hotels search names the city its results are in.
          const place = { name: hotels[0]!.city, destination: search.destination };
          return { sources: forModel(ledger.cite(hotelRateSources(place, search, hotels, 3))) };
        },
      }),
      estimate_budget: tool({
        description:
          "The budget calculator's estimate of a trip's cost (flights, stay, food, transport, activities, shopping), USD: the total, per person and per day.",
        parameters: z.object({
          destination: z.string().trim().min(1).max(64).describe('a city name'),
          days: z.number().int().min(1).max(90),
          travelers: z.number().int().min(1).max(20),
          travelStyle: z.enum(PLANNER_STYLES),
        }),
        run: async ({ destination, days, travelers, travelStyle }, ledger) => ({
          sources: forModel(ledger.cite(budgetSources(tripEstimate(destination, days, travelers, travelStyle)))),
        }),
      }),
    };
    this.definitions = Object.entries(this.tools).map(([name, { description, parameters }]) => {
      const { $schema: _schema, ...schema } = z.toJSONSchema(parameters, { io: 'input' });
      return { type: 'function', function: { name, description, parameters: schema } };
    });
  }

  /** A route's facts; the codes are upper case already (`IataCode`). */
  private route(origin: string, destination: string): Promise<RouteFacts> {
    return routeFacts(this.deps, origin, destination);
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
      // Both the tools' own (classic) errors and those of the contracts' `zod/mini` schemas.
      if (error instanceof z.core.$ZodError) return { error: z.prettifyError(error) };
      if (isRefusal(error)) return { error: error.message };
      throw error;
    }
  }
}
