/** @farewise/api — the Koa server, for the end-to-end harness and benchmarks. */
export { createApp, type AppDeps } from './app';
export { parseConfig, type Config } from './config';
export { openDatabase, type Database, type Db } from './db/database';
export { createLogger } from './logger';
export { startServer, type RunningServer } from './server';
