import { tripDays } from '@farewise/contracts';

const DAY_MS = 86_400_000;

/** Every ISO date (`yyyy-MM-dd`) from `startDate` to `endDate`, both included, in order. */
export function tripDates(startDate: string, endDate: string): string[] {
  const first = Date.parse(startDate);
  return Array.from({ length: Math.max(0, tripDays(startDate, endDate)) }, (_, i) =>
    new Date(first + i * DAY_MS).toISOString().slice(0, 10),
  );
}
