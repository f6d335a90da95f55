import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Header and body fields that must never reach a log line. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  'password',
];

/** The server's logger options: `level`, and secrets redacted. */
export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths: REDACT, censor: '[redacted]' } };
}

/**
 * The server's structured JSON logger (pino), with secrets redacted, to `destination` (standard output by default).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
