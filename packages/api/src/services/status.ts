import type { StatusResponse } from '@farewise/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
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

/** The server's health for `GET /api/status` (spec 01 §7). */
export class StatusService {
  constructor(
    private readonly providers: Config['providers'],
    private readonly database: Database,
  ) {}

  /** The configured providers, whether the database answers (and its driver), and the server version. */
  async report(): Promise<StatusResponse> {
    return {
      ...describeProviders(this.providers),
      database: { ok: await this.database.ping(), driver: this.database.driver },
      version,
    };
  }
}
