/** A USD amount rounded to the cent, the unit every price the API answers is stated in. */
export function roundCents(usd: number): number {
  return Math.round(usd * 100) / 100;
}

/** A USD amount as whole cents, the unit money is stored in so that sums stay exact. */
export function toCents(usd: number): number {
  return Math.round(usd * 100);
}

/** Whole cents as USD, the unit the API answers in. */
export function fromCents(cents: number): number {
  return cents / 100;
}
