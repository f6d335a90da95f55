import type { StatusResponse } from '@farewise/contracts';

/** What the status banner says about the flight data (spec 01 §4): live when the provider is configured. */
export interface StatusMode {
  mode: 'live' | 'demo';
  /** True when the provider reports a test environment, which the banner flags. */
  testEnvironment: boolean;
  provider: string;
}

/** Reads the banner's mode from `GET /api/status`. */
export function statusMode(status: StatusResponse): StatusMode {
  return {
    mode: status.flights.configured ? 'live' : 'demo',
    testEnvironment: status.flights.environment === 'test',
    provider: status.flights.provider,
  };
}
