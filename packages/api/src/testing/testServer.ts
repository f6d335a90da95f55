import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { createApp } from '../app';
import { listen } from '../http/listen';
import { parseConfig } from '../config';
import { loadAirlineNames } from '../data/airlines';
import { loadAirports } from '../data/airports';
import { loadWorldAtlas } from '../data/worldAtlas';
import { openDatabase, type Database } from '../db/database';
import { AirportIndex } from '../domain/airports/AirportIndex';
import { seedDestinations } from '../db/seed';
import { FareModel } from '../services/fareModel';
import { MapImageService } from '../services/MapImageService';
import { ObservationBuffer } from '../services/observationBuffer';
import { PriceObservationRepository } from '../repositories/priceObservations';
import type { FlightDataProvider } from '../providers/FlightDataProvider';
import { OfflineProvider } from '../providers/OfflineProvider';
import { OfflineStayProvider } from '../providers/OfflineStayProvider';
import type { StayProvider } from '../providers/StayProvider';
import { alertEvaluatorDeps, evaluateAlerts, type EvaluationReport } from '../services/alertEvaluator';
import type { TestDatabase } from './databases';
import { rateLimitEnv } from './rateLimitEnv';

// Built once per test file: it is read-only.
const airports = new AirportIndex(loadAirports());
const airlineName = loadAirlineNames();
const fares = new FareModel(airports);
/** The destination images, as the server builds them: the seed puts their URLs in each test database. */
export const mapImages = new MapImageService(airports, loadWorldAtlas());

/** The fixed clock of the API suites: 15 March 2026, 09:30 UTC. */
export const TEST_NOW = new Date('2026-03-15T09:30:00Z');

export interface TestServer {
  url: string;
  database: Database;
  /** The price-alert evaluator over this server's database, with mail going to `outboxDir`. */
  evaluateAlerts: (now?: Date) => Promise<EvaluationReport>;
  outboxDir: string;
  close: () => Promise<void>;
}

/** The providers a test server uses; the offline ones unless a test gives its own. */
export interface TestProviders {
  flights?: FlightDataProvider;
  stays?: StayProvider;
}

/** Starts the real Koa app on a free loopback port over a migrated test database. */
export async function startTestServer(
  db: TestDatabase,
  env: NodeJS.ProcessEnv = {},
  {
    flights: flightProvider = new OfflineProvider(airports, airlineName),
    stays: stayProvider = new OfflineStayProvider(),
  }: TestProviders = {},
  logger: Logger = pino({ level: 'silent' }),
): Promise<TestServer> {
  // A cheap password hash, no alert schedule and room for a suite's many requests from one address keep suites fast
  // and in control; tests may override any of them.
  const parsed = parseConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '12',
    ALERT_INTERVAL_MINUTES: '0',
    ...rateLimitEnv('100000/60'),
    ...env,
  });
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'farewise-outbox-'));
  const config = { ...parsed, database: db.config, mail: { ...parsed.mail, outboxDir } };
  const database = await openDatabase(db.config);
  await database.migrate();
  await seedDestinations(database.db, airports, fares, TEST_NOW.toISOString().slice(0, 10), (destination) =>
    mapImages.url(destination.iataCode),
  );
  const observations = new ObservationBuffer(new PriceObservationRepository(database.db), logger);
  const app = createApp({
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
    now: () => TEST_NOW,
  });
  const server = await listen(app, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const evaluator = alertEvaluatorDeps(database.db, config.mail, airports, fares, logger);
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    evaluateAlerts: (at = TEST_NOW) => evaluateAlerts(evaluator, at),
    outboxDir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await observations.close();
      await database.close();
      await db.drop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
