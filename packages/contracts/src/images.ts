import { z } from 'zod/mini';

/** The look of a map image: one per UI theme. */
export const MapTheme = z.enum(['light', 'dark'], 'Theme must be light or dark');
export type MapTheme = z.infer<typeof MapTheme>;

/** A map image's version: the first 12 hex digits of the SHA-256 of its light and dark SVG. */
export const MapVersion = z.string().check(z.regex(/^[0-9a-f]{12}$/, 'Version must be 12 lower-case hex digits'));

/**
 * Query of `GET /api/images/airports/:code.svg`: the theme (default light) and the version the URL was made for.
 * The current version is answered as immutable; any other, or none, is redirected to the current one.
 */
export const MapImageQuery = z.object({ theme: z._default(MapTheme, 'light'), v: z.optional(MapVersion) });

/** The path of an airport's locator map, `:code` its IATA code. */
export const AIRPORT_MAP_PATH = '/api/images/airports/:code.svg';

/**
 * The URL of an airport's locator map (an SVG of its country with the place marked), such as
 * `/api/images/airports/LIS.svg?theme=light&v=0123456789ab`. Without `version` the API redirects to the current one.
 */
export function airportMapUrl(
  code: string,
  { theme = 'light', version }: { theme?: MapTheme; version?: string } = {},
): string {
  const query = new URLSearchParams({ theme });
  if (version) query.set('v', version);
  return `${AIRPORT_MAP_PATH.replace(':code', encodeURIComponent(code))}?${query.toString()}`;
}
