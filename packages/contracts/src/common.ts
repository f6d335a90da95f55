import { z } from 'zod/mini';

/**
 * A required line of text, trimmed: 1 to `max` characters, with the messages a person sees when it is empty and when
 * it is too long.
 */
export const requiredText = (max: number, emptyMessage: string, tooLongMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, emptyMessage), z.maxLength(max, tooLongMessage));

/** A three-letter IATA airport or metropolitan-area code, upper case (e.g. `JFK`, `NYC`). */
export const IataCode = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z]{3}$/, 'Must be a three-letter IATA code')),
  z.transform((code) => code.toUpperCase()),
);
export type IataCode = z.infer<typeof IataCode>;

/** A calendar date as `YYYY-MM-DD` (ISO 8601, no time zone). */
export const IsoDate = z.iso.date();
export type IsoDate = z.infer<typeof IsoDate>;

/** An instant as an ISO 8601 date-time string with offset. */
export const IsoDateTime = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof IsoDateTime>;

/** A calendar month as `YYYY-MM`. */
export const IsoMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month as YYYY-MM'));
export type IsoMonth = z.infer<typeof IsoMonth>;

/** An amount of money in USD, non-negative. */
export const Usd = z.number().check(z.nonnegative());

/** The most a price a traveller sets may be, in USD. */
export const MAX_PRICE_SETTING = 1_000_000;

/**
 * A price a traveller sets in USD, such as an alert's target or a saved search's maximum: at most
 * {@link MAX_PRICE_SETTING}, and 0 or at least a cent. The database keeps it as a `real`, which cannot hold
 * `1e308` or `5e-324`.
 */
export const PriceSetting = Usd.check(
  z.lte(MAX_PRICE_SETTING, 'Enter a price of at most $1,000,000'),
  z.refine((price) => price === 0 || price >= 0.01, 'Enter a price of at least $0.01'),
);

/** How a fare is quoted: a one-way fare or a round trip. */
export const FareTripType = z.enum(['oneWay', 'roundTrip']);
export type FareTripType = z.infer<typeof FareTripType>;

/**
 * The traveller's risk setting for the buy/wait advice (issue 17): `save`, Save the most (a loss weighs as much as
 * a saving), or `safe`, Play it safe (a loss weighs more, so the advice is no worse than buying now on at least
 * 95 % of back-tested trips).
 */
export const RiskSetting = z.enum(['save', 'safe']);
export type RiskSetting = z.infer<typeof RiskSetting>;

/** A positive whole-number id, at most the largest a PostgreSQL `integer` column holds. */
export const Id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** A query-string integer within bounds (query strings arrive as text). */
export const queryInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));

/**
 * The body of every error the API returns (DESIGN §6).
 * `issues` lists zod validation problems, one per invalid field.
 */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.optional(z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An empty success body for calls whose answer the client does not read. */
export const OkBody = z.object({ ok: z.literal(true) });
export type OkBody = z.infer<typeof OkBody>;

/** A route written as two IATA codes joined by a hyphen or an arrow (e.g. `JFK-CDG`, `JFK → CDG`). */
export const RouteLike = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z]{3}\s*(-|→|->)\s*[A-Za-z]{3}$/, 'Route must be two IATA codes such as JFK-CDG'));
