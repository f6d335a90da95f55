import { createHash, randomBytes } from 'node:crypto';

/** A new opaque session id: 32 random bytes, base64url. It goes in the cookie and nowhere else. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a session id: its SHA-256, hex. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
