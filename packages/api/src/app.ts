import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AirportIndex } from './domain/airports/AirportIndex';
import { apiFallback } from './http/apiFallback';
import { readAppHtml, styleAttributeHashes } from './http/appHtml';
import { compression } from './http/compression';
import { refuseWhileDraining } from './http/drain';
import { bodyParserError, errorResponder } from './http/errors';
import { jsonDepthLimit } from './http/jsonDepth';
import { liveAnswerSources } from './http/liveAnswers';
import { liveRender } from './http/livePages';
import { createMetrics } from './http/metrics';
import { originGuard } from './http/origin';
import { requestLimits } from './http/rateLimit';
import { securityHeaders } from './http/security';
import { staticApp } from './http/staticApp';
import { sessionMiddleware, type SessionDeps } from './auth/session';
import type { FlightDataProvider } from './providers/FlightDataProvider';
import type { StayProvider } from './providers/StayProvider';
import { SessionRepository } from './repositories/sessions';
import { UserRepository } from './repositories/users';
import { apiRouter } from './routes';
import { createServices } from './services';
import { limiterFactory } from './services/rateLimiters';
import type { FareModel } from './services/fareModel';
import type { MapImageService } from './services/MapImageService';
import type { ObservationBuffer } from './services/observationBuffer';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  airports: AirportIndex;
  /** Where flights come from: the offline model or Duffel. */
  flightProvider: FlightDataProvider;
  /** Where hotels come from: the offline inventory or Duffel Stays. */
  stayProvider: StayProvider;
  /** An airline's name from its IATA code. */
  airlineName: (code: string) => string;
  /** The pricing model's memoised fares. */
  fares: FareModel;
  /** Searches' lowest fares, written to the database in batches. */
  observations: ObservationBuffer;
  /** The destinations' locator maps, whose URLs the seed has put in the database. */
  mapImages: MapImageService;
  /** The clock; tests fix it. */
  now?: () => Date;
  /** True once the process has begun to shut down: new requests get 503 and readiness fails. */
  draining?: () => boolean;
}

const REQUEST_ID = /^[\w.-]{1,128}$/;

/**
 * Composes the Koa app (DESIGN §6): request ids and pino logs, Prometheus metrics (`GET /metrics`), security headers,
 * compression, the error mapper, 503 for new requests while shutting down, the foreign
 * `Origin` guard, the JSON body size and depth limits, the signed-in user from the session cookie, the API router over the
 * services, a JSON 404 or 405 for unserved `/api` paths, and the built app for every other path.
 */
export function createApp({
  config,
  database,
  logger,
  airports,
  flightProvider,
  stayProvider,
  airlineName,
  fares,
  observations,
  mapImages,
  now = () => new Date(),
  draining = () => false,
}: AppDeps): Koa {
  const app = new Koa({ proxy: config.trustProxy });
  // What fails after the answer has begun (a streamed body): into the request's log, not the console. A client that
  // leaves a stream early is no failure.
  app.on('error', (error: Error & { code?: string }, ctx?: Koa.Context) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    (ctx?.req.log ?? logger).error({ err: error }, 'response failed');
  });
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

  const metrics = createMetrics(database);
  app.use(async (ctx, next) => {
    httpLogger(ctx.req, ctx.res);
    await next();
  });
  app.use(metrics.middleware);
  const appHtml = config.appDist ? readAppHtml(config.appDist) : new Map<string, string>();
  app.use(securityHeaders(styleAttributeHashes(appHtml.values())));
  // Outside the error mapper, so error answers are compressed too.
  app.use(compression());
  app.use(errorResponder());
  app.use(refuseWhileDraining(draining));
  app.use(metrics.endpoint);
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

  app.use(jsonDepthLimit(config.jsonMaxDepth));

  const users = new UserRepository(database.db);
  const sessionDeps: SessionDeps = {
    sessions: new SessionRepository(database.db),
    users,
    sessionDays: config.accounts.sessionDays,
    now,
  };
  app.use(sessionMiddleware(sessionDeps));

  const services = createServices({
    config,
    database,
    users,
    logger,
    airports,
    flightProvider,
    stayProvider,
    airlineName,
    fares,
    observations,
    mapImages,
    now,
    draining,
  });
  const limiter = limiterFactory(database);
  const api = apiRouter(services, sessionDeps, requestLimits(config.rateLimits, limiter));
  app.use(apiFallback());
  app.use(api.routes());
  app.use(api.allowedMethods());
  if (config.appDist) {
    const renderLimit = limiter('livePages', config.livePageRenders);
    const live = liveRender(config.appDist, liveAnswerSources(services), logger, now, renderLimit);
    app.use(staticApp(config.appDist, appHtml, live));
  }
  return app;
}
