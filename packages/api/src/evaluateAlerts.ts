// `pnpm --filter @farewise/api alerts:evaluate`: one price-alert evaluator run against the configured database,
// for cron or by hand. The embedded database admits one process: run it while the server is stopped, or set
// ALERT_INTERVAL_MINUTES and let the server run it.
import { parseConfig } from './config';
import { loadAirports } from './data/airports';
import { openDatabase } from './db/database';
import { AirportIndex } from './domain/airports/AirportIndex';
import { createLogger } from './logger';
import { alertEvaluatorDeps, evaluateAlerts } from './services/alertEvaluator';
import { FareModel } from './services/fareModel';

const config = parseConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const airports = new AirportIndex(loadAirports());
  const deps = alertEvaluatorDeps(database.db, config.mail, airports, new FareModel(airports), logger);
  const report = await evaluateAlerts(deps, new Date());
  console.log(`Price alerts: ${report.checked} checked, ${report.triggered} triggered, ${report.emailed} emailed`);
} finally {
  await database.close();
}
