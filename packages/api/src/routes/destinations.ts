import type Router from '@koa/router';
import { endpoints } from '@farewise/contracts';
import { mount } from '../http/endpoint';
import type { DestinationService } from '../services/DestinationService';

/** `GET /api/destinations` (spec 01 §7, spec 02 §7): every curated destination, in display order. */
export function destinationRoutes(router: Router, destinations: DestinationService): void {
  mount(router, endpoints.destinations, () => destinations.list());
}
