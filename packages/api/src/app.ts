import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AirportIndex } from './domain/airports/AirportIndex';
import { HttpError, bodyParserError, errorResponder } from './http/errors';
import { securityHeaders } from './http/security';
import { staticApp } from './http/staticApp';
import { airportRoutes } from './routes/airports';
import { flightRoutes } from './routes/flights';
import { priceHistoryRoutes } from './routes/priceHistory';
import { PriceObservationRepository } from './repositories/priceObservations';
import type { FareModel } from './services/fareModel';
import type { FlightDataProvider } from './providers/FlightDataProvider';
import type { ObservationBuffer } from './services/observationBuffer';
import { DestinationRepository } from './repositories/destinations';
import { destinationRoutes } from './routes/destinations';
import { statusRoutes } from './routes/status';
import { LoginLimiter } from './auth/loginLimiter';
import { sessionMiddleware, type SessionDeps } from './auth/session';
import { originGuard } from './http/origin';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/users';
import { savedSearchRoutes } from './routes/savedSearches';
import { priceAlertRoutes } from './routes/priceAlerts';
import { UserRepository } from './repositories/users';
import { SessionRepository } from './repositories/sessions';
import { SavedSearchRepository } from './repositories/savedSearches';
import { PriceAlertRepository } from './repositories/priceAlerts';
import { ContactMessageRepository } from './repositories/contactMessages';
import { NewsletterRepository } from './repositories/newsletter';
import { contactRoutes } from './routes/contact';
import { newsletterRoutes } from './routes/newsletter';
import { questionnaireRoutes } from './routes/questionnaire';
import { createMailer } from './services/mailer';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  airports: AirportIndex;
  /** Where flights come from: the offline model or Duffel. */
  flightProvider: FlightDataProvider;
  /** The pricing model's memoised fares. */
  fares: FareModel;
  /** Searches' lowest fares, written to the database in batches. */
  observations: ObservationBuffer;
  /** The clock; tests fix it. */
  now?: () => Date;
}

const REQUEST_ID = /^[\w.-]{1,128}$/;

/**
 * Composes the Koa app (DESIGN §6): request ids and pino logs, security headers, the error mapper, the foreign
 * `Origin` guard, the JSON body limit, the signed-in user from the session cookie, the API routers, a JSON 404 for unknown `/api` paths, and the built app for every other path.
 */
export function createApp({
  config,
  database,
  logger,
  airports,
  flightProvider,
  fares,
  observations,
  now = () => new Date(),
}: AppDeps): Koa {
  const app = new Koa({ proxy: config.trustProxy });
  const httpLogger = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
  });

  app.use(async (ctx, next) => {
    httpLogger(ctx.req, ctx.res);
    await next();
  });
  app.use(securityHeaders());
  app.use(errorResponder());
  app.use(originGuard(config.allowedOrigins));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: config.bodyLimit,
      encoding: 'utf-8',
      onError: (error) => {
        throw bodyParserError(error, config.bodyLimit);
      },
    }),
  );

  const users = new UserRepository(database.db);
  const sessionDeps: SessionDeps = {
    sessions: new SessionRepository(database.db),
    users,
    sessionDays: config.accounts.sessionDays,
    now,
  };
  app.use(sessionMiddleware(sessionDeps));

  const api = new Router();
  statusRoutes(api, config, database);
  airportRoutes(api, airports);
  flightRoutes(api, airports, flightProvider, fares, observations, now);
  priceHistoryRoutes(api, airports, fares, new PriceObservationRepository(database.db), observations, now);
  const destinations = new DestinationRepository(database.db);
  destinationRoutes(api, destinations);
  questionnaireRoutes(api, destinations, airports, fares, now);
  authRoutes(api, {
    ...sessionDeps,
    limiter: new LoginLimiter(config.accounts.login),
    passwordHashCost: config.accounts.passwordHashCost,
  });
  userRoutes(api, users);
  savedSearchRoutes(api, new SavedSearchRepository(database.db), airports, now);
  priceAlertRoutes(api, new PriceAlertRepository(database.db), airports, fares, now);
  const { supportEmail } = config.mail;
  contactRoutes(api, new ContactMessageRepository(database.db), createMailer(config.mail), supportEmail, logger, now);
  newsletterRoutes(api, new NewsletterRepository(database.db), now);
  // Runs after the router: an /api path nothing answered is a JSON 405 (with Allow) or 404, never the app.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.body != null || !(ctx.path === '/api' || ctx.path.startsWith('/api/'))) return;
    if (ctx.status === 405)
      throw new HttpError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}`);
    throw new HttpError(404, 'not_found', `No API endpoint at ${ctx.method} ${ctx.path}`);
  });
  app.use(api.routes());
  app.use(api.allowedMethods());
  if (config.appDist) app.use(staticApp(config.appDist));
  return app;
}
