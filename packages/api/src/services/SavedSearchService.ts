import type { CreateSavedSearchRequest, SavedSearch, User } from '@farewise/contracts';
import type { z } from 'zod';
import { requireSelf, requireSignedIn } from '../domain/access';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { resolveAirportPair } from '../domain/airports/airportPair';
import { DomainError } from '../domain/errors';
import type { SavedSearchRepository } from '../repositories/savedSearches';

const notFound = (id: number) => new DomainError('NotFound', 'not_found', `No saved search ${id}`);

/**
 * Each user's saved flight searches (spec 01 §3, §7). Another user's saved search is NotFound, so its id tells
 * nothing; the list of another user's searches is Forbidden (see `requireSelf`).
 */
export class SavedSearchService {
  constructor(
    private readonly searches: SavedSearchRepository,
    private readonly airports: AirportIndex,
    private readonly now: () => Date,
  ) {}

  /**
   * The user's saved searches, most recently run first (`GET /api/users/{id}/saved-searches`).
   * @throws DomainError Unauthenticated when signed out, Forbidden for another user's id.
   */
  list(viewer: User | undefined, userId: number): Promise<SavedSearch[]> {
    return this.searches.listFor(requireSelf(viewer, userId).id);
  }

  /**
   * Saves a search with its airports' canonical codes (`POST /api/saved-searches`).
   * @throws DomainError Unauthenticated "Sign in to save searches"; Invalid for unknown or identical airports.
   */
  create(viewer: User | undefined, search: z.output<typeof CreateSavedSearchRequest>): Promise<SavedSearch> {
    const user = requireSignedIn(viewer, 'Sign in to save searches');
    const [origin, destination] = resolveAirportPair(this.airports, search.origin, search.destination);
    return this.searches.create(
      user.id,
      { ...search, origin: origin.iataCode, destination: destination.iataCode },
      this.now(),
    );
  }

  /**
   * Marks the viewer's saved search as run now (`POST /api/saved-searches/{id}/run`).
   * @throws DomainError Unauthenticated; NotFound when it is not the viewer's.
   */
  async run(viewer: User | undefined, id: number): Promise<SavedSearch> {
    const search = await this.searches.touch(requireSignedIn(viewer).id, id, this.now());
    if (!search) throw notFound(id);
    return search;
  }

  /**
   * Deletes the viewer's saved search (`DELETE /api/saved-searches/{id}`).
   * @throws DomainError Unauthenticated; NotFound when it is not the viewer's.
   */
  async delete(viewer: User | undefined, id: number): Promise<void> {
    if (!(await this.searches.delete(requireSignedIn(viewer).id, id))) throw notFound(id);
  }
}
