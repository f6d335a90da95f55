import type { Context, Middleware } from 'koa';
import type { User } from '@farewise/contracts';
import type { SessionRepository } from '../repositories/sessions';
import type { UserRepository } from '../repositories/users';
import { hashSessionId, newBearerToken } from './sessionTokens';

/** The session cookie's name. */
export const SESSION_COOKIE = 'farewise_session';

interface SessionState {
  user?: User;
  sessionHash?: string;
}

const state = (ctx: Context) => ctx.state as SessionState;

/** What the session middleware and helpers need. */
export interface SessionDeps {
  sessions: SessionRepository;
  users: UserRepository;
  /** Days a session lives after login. */
  sessionDays: number;
  now: () => Date;
}

/**
 * Reads the session cookie and puts its user on the request. An unknown or expired session id clears the cookie.
 */
export function sessionMiddleware({ sessions, users, now }: SessionDeps): Middleware {
  return async (ctx, next) => {
    const id = ctx.cookies.get(SESSION_COOKIE);
    if (id) {
      const idHash = hashSessionId(id);
      const userId = await sessions.userOf(idHash, now());
      const user = userId === undefined ? undefined : await users.findById(userId);
      if (user) Object.assign(state(ctx), { user, sessionHash: idHash });
      else ctx.cookies.set(SESSION_COOKIE, null);
    }
    await next();
  };
}

/** The signed-in user, if any: what services take as the viewer. */
export function currentUser(ctx: Context): User | undefined {
  return state(ctx).user;
}

/**
 * Signs `userId` in with a new session id (any session the request carried is deleted first, so an id fixed
 * before login is worthless after it) in an HttpOnly, SameSite=Lax cookie, Secure when the request came over HTTPS.
 */
export async function startSession(ctx: Context, deps: SessionDeps, userId: number): Promise<void> {
  await dropCarriedSession(ctx, deps);
  await deps.sessions.deleteExpired(deps.now());
  const session = newSession(deps);
  await deps.sessions.create(session.idHash, userId, session.expiresAt);
  setSessionCookie(ctx, session);
}

/** A session not stored yet: its id for the cookie, the hash to store, and when it ends. */
export interface PendingSession {
  id: string;
  idHash: string;
  expiresAt: Date;
}

/** A new session id, lasting `sessionDays`, for the caller to store (with a new account, say) before the cookie. */
export function newSession(deps: Pick<SessionDeps, 'now' | 'sessionDays'>): PendingSession {
  const id = newBearerToken();
  return { id, idHash: hashSessionId(id), expiresAt: new Date(deps.now().getTime() + deps.sessionDays * 86_400_000) };
}

/** Deletes the session the request carried, so an id fixed before signing in is worthless after it. */
export async function dropCarriedSession(ctx: Context, deps: SessionDeps): Promise<void> {
  const previous = state(ctx).sessionHash;
  if (previous) await deps.sessions.delete(previous);
}

/** Puts a stored session's id in the HttpOnly, SameSite=Lax cookie, Secure when the request came over HTTPS. */
export function setSessionCookie(ctx: Context, { id, expiresAt }: PendingSession): void {
  ctx.cookies.set(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    expires: expiresAt,
    path: '/',
  });
}

/** Deletes the request's session and clears the cookie. */
export async function endSession(ctx: Context, deps: SessionDeps): Promise<void> {
  const idHash = state(ctx).sessionHash;
  if (idHash) await deps.sessions.delete(idHash);
  ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/' });
  Object.assign(state(ctx), { user: undefined, sessionHash: undefined });
}

/**
 * Ends every session of the signed-in user, this one included, and signs this request in again with a new id: after
 * a password change, only the device that made it stays signed in.
 */
export async function restartSessions(ctx: Context, deps: SessionDeps, userId: number): Promise<void> {
  await deps.sessions.deleteAllOf(userId);
  state(ctx).sessionHash = undefined;
  await startSession(ctx, deps, userId);
}
