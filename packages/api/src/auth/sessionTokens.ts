import { createHash, randomBytes } from 'node:crypto';

/**
 * A new opaque bearer token: 32 random bytes (256 bits), base64url, so it cannot be guessed and holding it is the
 * proof. A session id (it goes in the cookie and nowhere else) or the secret of a trip's share link.
 */
export function newBearerToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a session id: its SHA-256, hex. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
