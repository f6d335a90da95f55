import pkg from '../package.json' with { type: 'json' };

/** The API's package version, reported by `GET /api/status`. */
export const version: string = pkg.version;
