import type { ReadyResponse, StatusResponse } from '@farewise/contracts';
import type { Config } from '../config';
import { DATABASE_RETRY_SECONDS, DATABASE_UNAVAILABLE } from '../db/connectionFailure';
import type { Database } from '../db/database';
import { DomainError } from '../domain/errors';
import { version } from '../version';

/**
 * Describes the configured providers for `GET /api/status` (spec 01 §3, spec 02 §7). A Duffel token makes flights
 * and hotels (Duffel Stays) live; its prefix tells the environment (`duffel_test_…` is the test environment).
 * Without one, the offline pricing model serves demo data. The AI advisor is `openai-compatible`, with its model, when
 * `OPENAI_API_KEY` is set, else `offline`.
 */
export function describeProviders(providers: Config['providers']): Omit<StatusResponse, 'database' | 'version'> {
  const token = providers.duffelToken;
  const environment = !token ? 'offline' : token.startsWith('duffel_test_') ? 'test' : 'live';
  return {
    flights: { configured: Boolean(token), provider: token ? 'duffel' : 'offline', environment },
    hotels: { configured: Boolean(token), provider: token ? 'duffel' : 'offline' },
    ai: providers.openai
      ? { configured: true, provider: 'openai-compatible', model: providers.openai.model }
      : { configured: false, provider: 'offline' },
  };
}

/** What a request hears while the process shuts down (503). */
export const SHUTTING_DOWN = 'Farewise is restarting. Please try again in a moment.';

/** The server's health for `GET /api/status` (spec 01 §7) and its readiness for `GET /api/ready`. */
export class StatusService {
  /** @param draining true once the process has begun to shut down. */
  constructor(
    private readonly providers: Config['providers'],
    private readonly database: Database,
    private readonly draining: () => boolean = () => false,
  ) {}

  /**
   * Readiness (Kubernetes conventions): ready while the database answers and the process is not shutting down.
   * @throws DomainError Unavailable `shutting_down` (Retry-After 1) while draining, `database_unavailable`
   * (Retry-After 5) when the database does not answer.
   */
  async ready(): Promise<ReadyResponse> {
    if (this.draining()) {
      throw new DomainError('Unavailable', 'shutting_down', SHUTTING_DOWN, { retryAfterSeconds: 1 });
    }
    if (!(await this.database.ping())) {
      throw new DomainError('Unavailable', 'database_unavailable', DATABASE_UNAVAILABLE, {
        retryAfterSeconds: DATABASE_RETRY_SECONDS,
      });
    }
    return { status: 'ready', database: this.database.driver };
  }

  /** The configured providers, whether the database answers (and its driver), and the server version. */
  async report(): Promise<StatusResponse> {
    return {
      ...describeProviders(this.providers),
      database: { ok: await this.database.ping(), driver: this.database.driver },
      version,
    };
  }
}
