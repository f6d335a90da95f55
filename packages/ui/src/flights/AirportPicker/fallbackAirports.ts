import { AIRPORT_SEARCH, type AirportSuggestion } from '@farewise/contracts';
import { fold } from '../../format/fold';

const a = (iataCode: string, name: string, city: string, country: string, countryCode: string): AirportSuggestion => ({
  iataCode,
  name,
  city,
  country,
  countryCode,
});

/** The 30 major airports the picker offers when the airport search fails (spec 01 §7, §9). */
export const FALLBACK_AIRPORTS: readonly AirportSuggestion[] = [
  a('ATL', 'Hartsfield-Jackson Atlanta International Airport', 'Atlanta', 'United States', 'US'),
  a('LAX', 'Los Angeles International Airport', 'Los Angeles', 'United States', 'US'),
  a('ORD', "Chicago O'Hare International Airport", 'Chicago', 'United States', 'US'),
  a('DFW', 'Dallas Fort Worth International Airport', 'Dallas', 'United States', 'US'),
  a('DEN', 'Denver International Airport', 'Denver', 'United States', 'US'),
  a('JFK', 'John F Kennedy International Airport', 'New York', 'United States', 'US'),
  a('SFO', 'San Francisco International Airport', 'San Francisco', 'United States', 'US'),
  a('SEA', 'Seattle-Tacoma International Airport', 'Seattle', 'United States', 'US'),
  a('MIA', 'Miami International Airport', 'Miami', 'United States', 'US'),
  a('BOS', 'Logan International Airport', 'Boston', 'United States', 'US'),
  a('YYZ', 'Toronto Pearson International Airport', 'Toronto', 'Canada', 'CA'),
  a('MEX', 'Mexico City International Airport', 'Mexico City', 'Mexico', 'MX'),
  a('GRU', 'Guarulhos International Airport', 'São Paulo', 'Brazil', 'BR'),
  a('LHR', 'London Heathrow Airport', 'London', 'United Kingdom', 'GB'),
  a('CDG', 'Charles de Gaulle International Airport', 'Paris', 'France', 'FR'),
  a('AMS', 'Amsterdam Airport Schiphol', 'Amsterdam', 'Netherlands', 'NL'),
  a('FRA', 'Frankfurt am Main Airport', 'Frankfurt', 'Germany', 'DE'),
  a('MAD', 'Adolfo Suárez Madrid–Barajas Airport', 'Madrid', 'Spain', 'ES'),
  a('BCN', 'Josep Tarradellas Barcelona-El Prat Airport', 'Barcelona', 'Spain', 'ES'),
  a('FCO', 'Leonardo da Vinci–Fiumicino Airport', 'Rome', 'Italy', 'IT'),
  a('IST', 'Istanbul Airport', 'Istanbul', 'Türkiye', 'TR'),
  a('DXB', 'Dubai International Airport', 'Dubai', 'United Arab Emirates', 'AE'),
  a('DOH', 'Hamad International Airport', 'Doha', 'Qatar', 'QA'),
  a('SIN', 'Singapore Changi Airport', 'Singapore', 'Singapore', 'SG'),
  a('HKG', 'Hong Kong International Airport', 'Hong Kong', 'Hong Kong', 'HK'),
  a('HND', 'Tokyo Haneda International Airport', 'Tokyo', 'Japan', 'JP'),
  a('NRT', 'Narita International Airport', 'Tokyo', 'Japan', 'JP'),
  a('ICN', 'Incheon International Airport', 'Seoul', 'South Korea', 'KR'),
  a('PEK', 'Beijing Capital International Airport', 'Beijing', 'China', 'CN'),
  a('SYD', 'Sydney Kingsford Smith International Airport', 'Sydney', 'Australia', 'AU'),
];

/**
 * The fallback airports matching a query by IATA code, city, name or country (case and accents ignored), exact
 * code first, at most 10 (spec 01 §9).
 */
export function matchFallbackAirports(query: string, limit: number = AIRPORT_SEARCH.maxResults): AirportSuggestion[] {
  const q = fold(query.trim());
  if (q.length < AIRPORT_SEARCH.minChars) return [];
  return FALLBACK_AIRPORTS.filter((airport) =>
    [airport.iataCode, airport.city, airport.name, airport.country].some((field) => fold(field).includes(q)),
  )
    .sort((x, y) => Number(fold(y.iataCode) === q) - Number(fold(x.iataCode) === q))
    .slice(0, limit);
}
