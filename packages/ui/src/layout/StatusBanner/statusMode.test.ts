import { describe, expect, it } from 'vitest';
import type { StatusResponse } from '@farewise/contracts';
import { statusMode } from './statusMode';

const base: StatusResponse = {
  flights: { configured: false, provider: 'offline', environment: 'production' },
  hotels: { configured: false, provider: 'offline' },
  ai: { configured: false, provider: 'offline' },
  database: { ok: true, driver: 'pglite' },
  version: '0.1.0',
};

describe('statusMode', () => {
  it('is demo when the flight provider is not configured', () => {
    expect(statusMode(base)).toEqual({ mode: 'demo', testEnvironment: false, provider: 'offline' });
  });
  it('is live when configured, and flags a test environment', () => {
    const live = { ...base, flights: { configured: true, provider: 'duffel', environment: 'test' } };
    expect(statusMode(live)).toEqual({ mode: 'live', testEnvironment: true, provider: 'duffel' });
  });
  it('reads the hotel provider for hotels, which has no test environment', () => {
    const hotelsLive = {
      ...base,
      flights: { configured: true, provider: 'duffel', environment: 'test' },
      hotels: { configured: true, provider: 'duffel-stays' },
    };
    expect(statusMode(base, 'hotels')).toEqual({ mode: 'demo', testEnvironment: false, provider: 'offline' });
    expect(statusMode(hotelsLive, 'hotels')).toEqual({
      mode: 'live',
      testEnvironment: false,
      provider: 'duffel-stays',
    });
  });
});
