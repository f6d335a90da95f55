import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app';
import { listen } from './http/listen';
import type { Config } from './config';
import { loadAirlineNames } from './data/airlines';
import { loadAirports } from './data/airports';
import { loadWorldAtlas } from './data/worldAtlas';
import { openDatabase, type Database } from './db/database';
import { campaign, LOCK_KEYS, SOLE_PROCESS } from './db/leadership';
import { AirportIndex } from './domain/airports/AirportIndex';
import { seedDestinations } from './db/seed';
import { FareModel } from './services/fareModel';
import { MapImageService } from './services/MapImageService';
import { ObservationBuffer } from './services/observationBuffer';
import { PriceObservationRepository } from './repositories/priceObservations';
import { createLogger } from './logger';
import { createFlightProvider } from './providers/flightProvider';
import { createStayProvider } from './providers/createStayProvider';
import { alertEvaluatorDeps, scheduleAlertEvaluation } from './services/alertEvaluator';

export interface RunningServer {
  url: string;
  server: Server;
  database: Database;
  /**
   * Stops accepting connections, answers 503 to new requests on open ones, waits for requests under way, writes
   * pending observations, closes the database.
   */
  close: () => Promise<void>;
}

/**
 * Opens the database, runs migrations, seeds the destinations with today's prices, schedules the price-alert
 * evaluator, and listens. Resolves once the server accepts connections.
 * @throws Error when the database cannot be opened or migrated, or the port is taken.
 */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const database = await openDatabase(config.database, (error) =>
    logger.warn({ err: error }, 'database connection lost'),
  );
  await database.migrate();
  const airports = new AirportIndex(loadAirports());
  const fares = new FareModel(airports);
  const mapImages = new MapImageService(airports, loadWorldAtlas());
  await seedDestinations(database.db, airports, fares, new Date().toISOString().slice(0, 10), (destination) =>
    mapImages.url(destination.iataCode),
  );
  const observations = new ObservationBuffer(new PriceObservationRepository(database.db), logger);
  const airlineName = loadAirlineNames();
  const providers = {
    flightProvider: createFlightProvider(config.providers, airports, airlineName),
    stayProvider: createStayProvider(config.providers),
  };
  let draining = false;
  const app = createApp({
    draining: () => draining,
    config,
    database,
    logger,
    airports,
    airlineName,
    fares,
    observations,
    mapImages,
    ...providers,
  });
  const server = await listen(app, config.port, config.host);
  const { port } = server.address() as AddressInfo;
  // Over PostgreSQL many processes may serve one database: one of them, elected, evaluates alerts.
  const leadership =
    config.alerts.intervalMinutes > 0 && database.pool
      ? campaign(database.pool, LOCK_KEYS.alertEvaluator, logger, config.alerts.leaderCheckSeconds * 1000)
      : SOLE_PROCESS;
  const stopAlerts =
    config.alerts.intervalMinutes > 0
      ? scheduleAlertEvaluation(
          alertEvaluatorDeps(database.db, config.mail, airports, fares, logger),
          config.alerts.intervalMinutes,
          () => new Date(),
          leadership.isLeader,
        )
      : async () => {};
  const close = async () => {
    // New requests on open keep-alive connections get 503 and Connection: close; requests under way finish.
    draining = true;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopAlerts();
    await leadership.close();
    await observations.close();
    await database.close();
  };
  return { url: `http://localhost:${port}`, server, database, close };
}
