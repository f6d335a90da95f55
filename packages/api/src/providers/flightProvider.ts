import type { Config } from '../config';
import type { AirportIndex } from '../domain/airports/AirportIndex';
import { DuffelProvider } from './DuffelProvider';
import type { FlightDataProvider } from './FlightDataProvider';
import { OfflineProvider } from './OfflineProvider';

/** Duffel when `DUFFEL_ACCESS_TOKEN` is set (live mode), the offline pricing model otherwise (demo mode). */
export function createFlightProvider(
  providers: Config['providers'],
  airports: AirportIndex,
  airlineName: (code: string) => string,
): FlightDataProvider {
  return providers.duffelToken ? new DuffelProvider(providers.duffelToken) : new OfflineProvider(airports, airlineName);
}
