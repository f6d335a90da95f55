import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { loadAirlineNames } from './data/airlines';
import { loadAirports } from './data/airports';
import { loadWorldAtlas } from './data/worldAtlas';
import { openDatabase, type Database } from './db/database';
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
  /** Stops accepting connections, waits for open requests, writes pending observations, closes the database. */
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
  const database = await openDatabase(config.database);
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
  const app = createApp({
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
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const stopAlerts =
    config.alerts.intervalMinutes > 0
      ? scheduleAlertEvaluation(
          alertEvaluatorDeps(database.db, config.mail, airports, fares, logger),
          config.alerts.intervalMinutes,
          () => new Date(),
        )
      : async () => {};
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stopAlerts();
    await observations.close();
    await database.close();
  };
  return { url: `http://localhost:${port}`, server, database, close };
}
