import pino, { type Logger } from 'pino';

/** Header and body fields that must never reach a log line. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  'password',
];

/** The server's structured JSON logger (pino), with secrets redacted. */
export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}
