/** The limits `config.ts` reads as `RATE_LIMIT_<NAME>`: one per limited action, and the live pages' renders. */
const LIMITED = [
  'REGISTER',
  'CONTACT',
  'NEWSLETTER',
  'SMART_QUERY',
  'TRIP_PLANNER',
  'SHARE_LINKS',
  'LIVE_PAGES',
] as const;

/**
 * Environment variables setting every per-IP rate limit to `rule` (`points/seconds`): suites and journeys send
 * every request from the loopback address, so they set limits they never reach, or low ones to test the limit.
 */
export function rateLimitEnv(rule: string): Record<string, string> {
  return Object.fromEntries(LIMITED.map((name) => [`RATE_LIMIT_${name}`, rule]));
}
