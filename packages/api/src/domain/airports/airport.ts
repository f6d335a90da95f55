/** One airport (or metropolitan city code) as Farewise knows it. Coordinates in degrees; time zone IANA. */
export interface Airport {
  iataCode: string;
  name: string;
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** OurAirports continent code: AF, AN, AS, EU, NA, OC or SA. */
  continent: string;
  /** IANA time zone, e.g. `America/New_York`. */
  timeZone: string;
  /** `metro` is a city code that stands for all its airports (NYC, LON, …). */
  size: 'large' | 'medium' | 'metro';
  /** For a metro code, the airports it stands for. */
  airports?: readonly string[];
}
