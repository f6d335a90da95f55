// The server process: parse the environment, log process-level failures, start, print the URL, and shut down
// gracefully on SIGTERM/SIGINT. The process handlers live here, never in modules the tests import.
import { parseConfig, type Config } from './config';
import { createLogger } from './logger';
import { startServer, type RunningServer } from './server';

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger(config.logLevel);

let running: RunningServer | undefined;
let stopping = false;

/** Stops accepting requests, writes what is pending, closes the database and exits with `code`; forced after 10 s. */
function stop(reason: string, code: number): void {
  if (stopping) return;
  stopping = true;
  logger.info({ reason }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  (running?.close() ?? Promise.resolve()).then(
    () => process.exit(code),
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

// A rejection nobody handled is a bug to fix, not a reason to drop every open request: log it and keep serving.
process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: reason }, 'unhandled promise rejection');
});
// After an uncaught exception the process state is unknown (Node's own advice): log it and shut down gracefully.
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  stop('uncaughtException', 1);
});
process.on('SIGTERM', () => stop('SIGTERM', 0));
process.on('SIGINT', () => stop('SIGINT', 0));

try {
  running = await startServer(config, logger);
} catch (error) {
  logger.fatal({ err: error }, 'server failed to start');
  process.exit(1);
}
logger.info({ url: running.url, database: running.database.driver }, 'Farewise is listening');
console.log(`Farewise is running at ${running.url}`);
