import type { StatusResponse } from '@farewise/contracts';
import type { Config } from '../config';

/**
 * Describes the configured providers for `GET /api/status` (spec 01 §3, spec 02 §7). A Duffel token makes flights
 * and hotels live; its prefix tells the environment (`duffel_test_…` is the test environment).
 * Without one, the offline pricing model serves demo data.
 */
export function describeProviders(providers: Config['providers']): Omit<StatusResponse, 'database' | 'version'> {
  const token = providers.duffelToken;
  const environment = !token ? 'offline' : token.startsWith('duffel_test_') ? 'test' : 'live';
  return {
    flights: { configured: Boolean(token), provider: token ? 'duffel' : 'offline', environment },
    hotels: { configured: Boolean(token), provider: token ? 'duffel' : 'offline' },
    ai: {
      configured: Boolean(providers.openai),
      provider: providers.openai ? 'openai-compatible' : 'offline',
    },
  };
}
