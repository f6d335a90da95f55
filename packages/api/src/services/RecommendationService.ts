import type { AiRecommendation, User } from '@farewise/contracts';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { recommendationCards, type RouteLead } from '../domain/advisor/recommendationCards';
import { requireSelf } from '../domain/access';
import { DomainError } from '../domain/errors';
import type { DestinationService } from './DestinationService';
import type { FlightService } from './FlightService';
import { routeFacts } from './routeFacts';
import type { SavedSearchService } from './SavedSearchService';

/** How many recommendation cards a list holds. */
const CARDS = 6;

/** Where the trending destinations' fares are from: New York, as on the destination pages (README). */
const HOME = 'NYC';

/** The AI recommendation cards (AI issue), built from the flight search, the destinations and the user's searches. */
export class RecommendationService {
  constructor(
    private readonly deps: {
      airports: AirportIndex;
      flights: FlightService;
      destinations: DestinationService;
      savedSearches: SavedSearchService;
    },
  ) {}

  /** A route's lead, or undefined when the flight search has nothing for it (no flight serves it). */
  private async lead(origin: string, destination: string, why: RouteLead['why'], tags: readonly string[]) {
    try {
      return { ...(await routeFacts(this.deps, origin, destination)), why, tags };
    } catch (error) {
      if (error instanceof DomainError) return undefined;
      throw error;
    }
  }

  /**
   * `GET /api/ai/recommendations/{userId}` (spec 01 §7, AI issue): timing cards built from the flight search's
   * forecast (see `timingCard`: `confidence` is the forecast's confidence in the best month), for the user's saved
   * routes first and then New York's trending destinations; `guest` gets the trending ones, for everyone.
   * @throws DomainError Unauthenticated for a user id signed out; Forbidden for another user's.
   */
  async recommendations(viewer: User | undefined, userId: number | 'guest'): Promise<AiRecommendation[]> {
    const saved = userId === 'guest' ? [] : await this.deps.savedSearches.list(requireSelf(viewer, userId), userId);
    const trending = (await this.deps.destinations.list()).filter((d) => d.trending && d.iataCode !== HOME);
    const leads = await Promise.all([
      ...saved.map((search) => this.lead(search.origin, search.destination, 'saved', [])),
      ...trending.slice(0, CARDS).map((d) => this.lead(HOME, d.iataCode, 'trending', [d.category])),
    ]);
    return recommendationCards(
      leads.filter((lead) => lead !== undefined),
      CARDS,
    );
  }
}
