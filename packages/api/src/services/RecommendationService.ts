import type { AiRecommendation, Destination, User } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { rankDestinations, travelProfile, type TravelProfile } from '../domain/advisor/destinationMatch';
import {
  alertDealCard,
  alternativeCode,
  calendarDealCard,
  destinationCard,
  mixCards,
  monthOf,
  routeCard,
  timingCard,
  type CardQueue,
  type RouteLead,
} from '../domain/advisor/recommendationCards';
import { REFERENCE_ORIGIN } from '../domain/destinations/destinationPrice';
import { requireSelf } from '../domain/access';
import { DomainError } from '../domain/errors';
import type { PriceAlertRepository } from '../repositories/priceAlerts';
import type { DestinationService } from './DestinationService';
import type { FlightService } from './FlightService';
import { namedPlace, routeFacts } from './routeFacts';
import type { SavedSearchService } from './SavedSearchService';

/** How many recommendation cards a list holds, and how many saved searches, alerts and trending routes feed it. */
const CARDS = 6;

/** Where the trending destinations' fares are from: New York, as on the destination pages (README). */
const HOME = REFERENCE_ORIGIN;

/** A lead's card as a candidate for the list, about the lead's destination; none without a card. */
const about = (lead: RouteLead, card: AiRecommendation | undefined) => card && { card, place: lead.destination.code };

/**
 * The AI recommendation cards (AI issue, spec 01 §3, §7): built from the flight search and its forecast, the price
 * calendar, the destination catalogue, and the traveller's saved searches, price alerts and profile. Fares are USD
 * per person. The cards themselves are written by the pure builders of `domain/advisor/recommendationCards`.
 */
export class RecommendationService {
  constructor(
    private readonly deps: {
      airports: AirportIndex;
      flights: FlightService;
      destinations: DestinationService;
      savedSearches: SavedSearchService;
      alerts: Pick<PriceAlertRepository, 'listFor'>;
    },
  ) {}

  /**
   * A route's lead, or undefined when the flight search has nothing for it (an unknown route, no flight). A
   * destination in the catalogue goes by its catalogue name and is tagged with its category.
   */
  private async lead(origin: string, destination: string, why: RouteLead['why'], catalogue: readonly Destination[]) {
    try {
      const facts = await routeFacts(this.deps, origin, destination);
      const entry = catalogue.find((d) => d.iataCode === facts.destination.code);
      return {
        ...facts,
        destination: { code: facts.destination.code, name: entry?.name ?? facts.destination.name },
        why,
        tags: entry ? [entry.category] : [],
      };
    } catch (error) {
      if (error instanceof DomainError) return undefined;
      throw error;
    }
  }

  /** Leads for routes, in order, without the ones the flight search has nothing for. */
  private async leads(
    routes: readonly (readonly [origin: string, destination: string])[],
    why: RouteLead['why'],
    catalogue: readonly Destination[],
  ) {
    const leads = await Promise.all(
      routes.map(([origin, destination]) => this.lead(origin, destination, why, catalogue)),
    );
    return leads.filter((lead) => lead !== undefined);
  }

  /** The deal card of the price calendar's cheapest day in the route's best month, if that month has a cheaper day. */
  private calendarDeal(lead: RouteLead) {
    const month = monthOf(lead.search.recommendations.month);
    if (!month) return undefined;
    try {
      const calendar = this.deps.flights.priceCalendar({
        origin: lead.origin.code,
        destination: lead.destination.code,
        month,
      });
      return about(lead, calendarDealCard(lead, calendar));
    } catch (error) {
      // A best month past the calendar's 11 months ahead has no calendar.
      if (error instanceof DomainError) return undefined;
      throw error;
    }
  }

  /** The route card of the biggest saving among the route's cheaper alternatives, with that route's own forecast. */
  private async alternative(lead: RouteLead, catalogue: readonly Destination[]) {
    const [alternative] = lead.search.alternatives;
    const code = alternative && alternativeCode(alternative);
    if (!alternative || !code) return undefined;
    const to = await this.lead(lead.origin.code, code, lead.why, catalogue);
    if (!to) return undefined;
    return {
      card: routeCard(lead, { destination: to.destination, alternative, forecast: to.search.recommendations }),
      place: code,
    };
  }

  /** Destination cards for a profile: trending destinations and those it is interested in, best match first. */
  private destinationQueue(catalogue: readonly Destination[], profile: TravelProfile): CardQueue {
    const home = namedPlace(this.deps.airports, HOME);
    return {
      general: true,
      candidates: rankDestinations(catalogue, profile, HOME).map((ranked) => ({
        card: destinationCard(ranked, profile, home),
        place: ranked.destination.iataCode,
      })),
    };
  }

  /** The cards of the signed-in traveller's own data: alerts near their target, saved routes' timing, route and deal. */
  private async ownQueues(user: User, catalogue: readonly Destination[]): Promise<CardQueue[]> {
    const [searches, alerts] = await Promise.all([
      this.deps.savedSearches.list(user, user.id),
      this.deps.alerts.listFor(user.id),
    ]);
    const active = alerts.filter((alert) => alert.isActive).slice(0, CARDS);
    const [saved, watched] = await Promise.all([
      this.leads(
        searches.slice(0, CARDS).map((s) => [s.origin, s.destination] as const),
        'saved',
        catalogue,
      ),
      Promise.all(
        active.map(async (alert) => {
          const lead = await this.lead(alert.origin, alert.destination, 'alert', catalogue);
          return lead && about(lead, alertDealCard(lead, alert));
        }),
      ),
    ]);
    return [
      { general: false, candidates: watched },
      { general: false, candidates: saved.map((lead) => about(lead, timingCard(lead))) },
      { general: false, candidates: await Promise.all(saved.map((lead) => this.alternative(lead, catalogue))) },
      { general: false, candidates: saved.map((lead) => this.calendarDeal(lead)) },
    ];
  }

  /**
   * `GET /api/ai/recommendations/{userId}` (spec 01 §3, §7, AI issue): at most 6 cards of every type there is data
   * for, one type after another (see `mixCards`).
   * - A signed-in traveller's own first: deal cards for active price alerts whose route's fare today sits near or
   *   under the target, then timing, route (cheaper nearby airport) and cheapest-day deal cards for saved routes.
   * - Then destination cards ranked by the profile match score (budget, the kinds of place of the favourites,
   *   trending, fare trend), and timing and cheapest-day deal cards for New York's trending destinations.
   * - `guest`, for everyone: destination cards scored without a profile, and the trending routes' timing and deal
   *   cards, no place twice.
   * `confidence` is the forecast's confidence on route, timing and deal cards, the match score on destination ones.
   * @throws DomainError Unauthenticated for a user id signed out; Forbidden for another user's.
   */
  async recommendations(viewer: User | undefined, userId: number | 'guest'): Promise<AiRecommendation[]> {
    const user = userId === 'guest' ? undefined : requireSelf(viewer, userId);
    const catalogue = await this.deps.destinations.list();
    const trending = catalogue.filter((d) => d.trending && d.iataCode !== HOME).slice(0, CARDS);
    const [own, leads] = await Promise.all([
      user ? this.ownQueues(user, catalogue) : [],
      this.leads(
        trending.map((d) => [HOME, d.iataCode] as const),
        'trending',
        catalogue,
      ),
    ]);
    const profile = user ? travelProfile(user, catalogue) : { favourites: [] };
    return mixCards(
      [
        ...own,
        this.destinationQueue(catalogue, profile),
        { general: true, candidates: leads.map((lead) => about(lead, timingCard(lead))) },
        { general: true, candidates: leads.map((lead) => this.calendarDeal(lead)) },
      ],
      CARDS,
    );
  }
}
