import type { User } from '@farewise/contracts';
import { DomainError } from './errors';

/**
 * The signed-in user (`viewer`, from the session).
 * @throws DomainError Unauthenticated `not_signed_in` with `message` when no one is signed in.
 */
export function requireSignedIn(viewer: User | undefined, message = 'Sign in to continue'): User {
  if (!viewer) throw new DomainError('Unauthenticated', 'not_signed_in', message);
  return viewer;
}

/**
 * The guard of every user-scoped route (`/api/users/{id}`, `/api/users/{id}/saved-searches`,
 * `/api/users/{id}/price-alerts`), and of a trip by its owner's id: answers the viewer when `id` is theirs.
 *
 * Signed out is a 401 and someone else's id a 403, not a 404 for both: the client learns that its session is
 * gone (and can ask the visitor to sign in again) rather than that the account vanished. Ids are sequential, so
 * hiding whether an id exists would protect little, and the 403 still reveals nothing of the account.
 * @throws DomainError Unauthenticated `not_signed_in` when signed out; Forbidden `forbidden` for another user's id.
 */
export function requireSelf(viewer: User | undefined, id: number): User {
  const user = requireSignedIn(viewer);
  if (user.id !== id) throw new DomainError('Forbidden', 'forbidden', 'This belongs to another account');
  return user;
}
