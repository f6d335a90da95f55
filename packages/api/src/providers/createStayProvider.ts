import type { Config } from '../config';
import { DuffelStaysProvider } from './DuffelStaysProvider';
import { OfflineStayProvider } from './OfflineStayProvider';
import type { StayProvider } from './StayProvider';

/** Duffel Stays when `DUFFEL_ACCESS_TOKEN` is set (live mode), the offline inventory otherwise (demo mode). */
export function createStayProvider(providers: Config['providers']): StayProvider {
  return providers.duffelToken ? new DuffelStaysProvider(providers.duffelToken) : new OfflineStayProvider();
}
