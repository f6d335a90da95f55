import type { StatusResponse } from '@farewise/contracts';

/** Which data a status banner speaks for: flight fares (home, spec 01 §4) or hotel rates (/hotels, spec 02 §2). */
export type StatusService = 'flights' | 'hotels';

/** What the status banner says about a service's data: live when its provider is configured. */
export interface StatusMode {
  mode: 'live' | 'demo';
  /** True when the flight provider reports a test environment, which the banner flags. */
  testEnvironment: boolean;
  provider: string;
}

/** Reads the banner's mode for `service` from `GET /api/status`. */
export function statusMode(status: StatusResponse, service: StatusService = 'flights'): StatusMode {
  const { configured, provider } = status[service];
  return {
    mode: configured ? 'live' : 'demo',
    testEnvironment: service === 'flights' && status.flights.environment === 'test',
    provider,
  };
}
