/** A USD amount rounded to the cent, the unit every price the API answers is stated in. */
export function roundCents(usd: number): number {
  return Math.round(usd * 100) / 100;
}
