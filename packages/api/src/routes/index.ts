import Router from '@koa/router';
import { endpoints, type EndpointName } from '@farewise/contracts';
import type { SessionDeps } from '../auth/session';
import type { LimitedAction, RequestLimits } from '../http/rateLimit';
import type { Services } from '../services';
import { advisorRoutes } from './advisor';
import { airportRoutes } from './airports';
import { authRoutes } from './auth';
import { contactRoutes } from './contact';
import { destinationRoutes } from './destinations';
import { flightRoutes } from './flights';
import { hotelRoutes } from './hotels';
import { imageRoutes } from './images';
import { newsletterRoutes } from './newsletter';
import { plannerRoutes } from './planner';
import { priceAlertRoutes } from './priceAlerts';
import { priceHistoryRoutes } from './priceHistory';
import { questionnaireRoutes } from './questionnaire';
import { recommendationRoutes } from './recommendations';
import { savedSearchRoutes } from './savedSearches';
import { statusRoutes } from './status';
import { tripRoutes } from './trips';
import { userRoutes } from './users';

/**
 * Endpoints the contracts table declares that the API does not serve yet: they answer the JSON 404 of an unknown
 * `/api` path until they are built. A test holds the mounted routes plus this list equal to the table, so a
 * declared endpoint is either served or listed here, and a served one leaves the list.
 */
export const plannedEndpoints = [] as const satisfies readonly EndpointName[];

/**
 * The endpoints a flood could abuse, and the per-IP limit each counts against (reliability issue: contact and
 * newsletter fill the mail outbox, register fills the users table, the planner and the advisor cost CPU or AI
 * tokens, share links fill the trips' tokens). Login has its own limits in `LoginLimiter`.
 */
export const LIMITED_ENDPOINTS = {
  register: 'register',
  contact: 'contact',
  newsletter: 'newsletter',
  smartQuery: 'smartQuery',
  tripPlan: 'tripPlanner',
  regenerateTripDay: 'tripPlanner',
  shareTrip: 'shareLinks',
} as const satisfies Partial<Record<EndpointName, LimitedAction>>;

/**
 * The API router: every served endpoint of the contracts table, each a thin route over its service, behind the
 * rate limit {@link LIMITED_ENDPOINTS} gives it (counted before the request is read). Mounting calls no service, so
 * the route table can be read without a database.
 */
export function apiRouter(services: Services, sessions: SessionDeps, limits: RequestLimits): Router {
  const router = new Router();
  for (const [name, action] of Object.entries(LIMITED_ENDPOINTS)) {
    const { method, path } = endpoints[name as keyof typeof LIMITED_ENDPOINTS];
    const limit = limits[action];
    router.use(path, (ctx, next) => (ctx.method === method ? limit(ctx, next) : next()));
  }
  statusRoutes(router, services.status);
  airportRoutes(router, services.flights);
  flightRoutes(router, services.flights);
  priceHistoryRoutes(router, services.flights);
  hotelRoutes(router, services.hotels);
  destinationRoutes(router, services.destinations);
  imageRoutes(router, services.mapImages);
  questionnaireRoutes(router, services.destinations);
  authRoutes(router, services.accounts, sessions);
  userRoutes(router, services.accounts);
  savedSearchRoutes(router, services.savedSearches);
  priceAlertRoutes(router, services.priceAlerts);
  tripRoutes(router, services.trips);
  plannerRoutes(router, services.planner);
  advisorRoutes(router, services.advisor);
  recommendationRoutes(router, services.recommendations);
  contactRoutes(router, services.contact);
  newsletterRoutes(router, services.contact);
  return router;
}
