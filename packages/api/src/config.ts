import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A rate limit written `points/seconds`: that many requests per client IP within that many seconds. */
const rateRule = (fallback: string) =>
  z
    .string()
    .regex(/^[1-9]\d*\/[1-9]\d*$/, 'must look like 10/3600 (requests per client IP / window in seconds)')
    .default(fallback)
    .transform((rule) => {
      const [points, seconds] = rule.split('/').map(Number) as [number, number];
      return { points, seconds };
    });

/** The environment variables the server reads (README, "Environment"). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (unset it to use the embedded database)')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA must be a lower-case SQL identifier')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  APP_DIST: z.string().min(1).optional(),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/, 'BODY_LIMIT must look like 100kb')
    .default('100kb'),
  TRUST_PROXY: flag,
  DUFFEL_ACCESS_TOKEN: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'OPENAI_BASE_URL must be an http:// or https:// URL, such as http://localhost:11434/v1 for Ollama',
    })
    .optional(),
  OPENAI_MODEL: z.string().min(1).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((list) => (list ? list.split(',').map((origin) => origin.trim()) : []))
    .pipe(z.array(z.url('ALLOWED_ORIGINS must be a comma-separated list of origins such as http://localhost:5173'))),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // OWASP's scrypt floor is N = 2^17; lower costs are for test suites only.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  LOGIN_ATTEMPTS_PER_USERNAME: z.coerce.number().int().min(1).default(5),
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_REGISTER: rateRule('10/3600'),
  RATE_LIMIT_CONTACT: rateRule('5/3600'),
  RATE_LIMIT_NEWSLETTER: rateRule('10/3600'),
  RATE_LIMIT_SMART_QUERY: rateRule('30/60'),
  RATE_LIMIT_TRIP_PLANNER: rateRule('30/60'),
  RATE_LIMIT_SHARE_LINKS: rateRule('20/3600'),
  RATE_LIMIT_LIVE_PAGES: rateRule('60/60'),
  JSON_MAX_DEPTH: z.coerce.number().int().min(1).max(100).default(20),
  ALERT_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
  LEADER_CHECK_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Farewise <alerts@farewise.app>'),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an email address').default('support@farewise.app'),
});

export type Config = ReturnType<typeof parseConfig>;

/**
 * Parses the environment into the server's config.
 * @throws Error listing every invalid variable, so the server fails fast with a clear message.
 */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    /** The deepest nesting of objects and arrays a JSON body may have. */
    jsonMaxDepth: e.JSON_MAX_DEPTH,
    /** Requests per client IP and window for the endpoints a flood could abuse (besides login). */
    rateLimits: {
      register: e.RATE_LIMIT_REGISTER,
      contact: e.RATE_LIMIT_CONTACT,
      newsletter: e.RATE_LIMIT_NEWSLETTER,
      smartQuery: e.RATE_LIMIT_SMART_QUERY,
      tripPlanner: e.RATE_LIMIT_TRIP_PLANNER,
      shareLinks: e.RATE_LIMIT_SHARE_LINKS,
    },
    /**
     * Pages rendered at request time per client IP and window (the live pages); past it, a client gets the page's
     * prerendered HTML, which costs the server nothing to draw.
     */
    livePageRenders: e.RATE_LIMIT_LIVE_PAGES,
    trustProxy: e.TRUST_PROXY,
    database: e.DATABASE_URL
      ? { driver: 'postgres' as const, url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA }
      : { driver: 'pglite' as const, dir: path.resolve(e.DATA_DIR, 'pglite') },
    appDist: e.APP_DIST ? path.resolve(e.APP_DIST) : undefined,
    /** Origins besides the server's own that may send mutations (a dev server on another port). */
    allowedOrigins: e.ALLOWED_ORIGINS,
    accounts: {
      sessionDays: e.SESSION_DAYS,
      /** log2 of scrypt's CPU/memory cost N. */
      passwordHashCost: e.PASSWORD_HASH_COST,
      login: {
        perUsername: e.LOGIN_ATTEMPTS_PER_USERNAME,
        perIp: e.LOGIN_ATTEMPTS_PER_IP,
        windowSeconds: e.LOGIN_WINDOW_SECONDS,
      },
    },
    alerts: {
      /** Minutes between evaluator runs in the server; 0 turns the schedule off. */
      intervalMinutes: e.ALERT_INTERVAL_MINUTES,
      /** Seconds between leadership checks: how soon another process takes over when the evaluator's process dies. */
      leaderCheckSeconds: e.LEADER_CHECK_SECONDS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      /** Where mail goes as .eml files when no SMTP server is set. */
      outboxDir: path.resolve(e.DATA_DIR, 'outbox'),
      /** Where contact-form messages are sent. */
      supportEmail: e.SUPPORT_EMAIL,
    },
    providers: {
      duffelToken: e.DUFFEL_ACCESS_TOKEN,
      /** The OpenAI-compatible AI advisor: on with an API key; the client's own URL and gpt-4o-mini by default. */
      openai: e.OPENAI_API_KEY
        ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL ?? 'gpt-4o-mini' }
        : undefined,
    },
  };
}
