/**
 * The UTC calendar day `daysAhead` days from now (`yyyy-MM-dd`): benches search and plan that far ahead, so their
 * requests stay valid (no past dates, within the bookable months) whenever they run.
 */
export const isoDay = (daysAhead: number): string =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
