import type { ItineraryItem } from '@farewise/contracts';

/** Itinerary items grouped by day, days in date order and each day's items by time (untimed items last). */
export function itemsByDay(items: readonly ItineraryItem[]): { date: string; items: ItineraryItem[] }[] {
  const days = new Map<string, ItineraryItem[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  const byTime = (a: ItineraryItem, b: ItineraryItem) => (a.time || '99:99').localeCompare(b.time || '99:99');
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayItems]) => ({ date, items: dayItems.sort(byTime) }));
}
