import type {
  CreateTripRequest,
  ItineraryItemInput,
  TripPlanDay,
  TripPlanRequest,
  TripPlanResponse,
} from '@farewise/contracts';
import { formatUsd } from '../format';

const cents = (usd: number) => Math.round(usd * 100) / 100;

/** A day's activities as itinerary items: restaurants for food, activities otherwise, costs for the whole party. */
function itineraryItems(days: readonly TripPlanDay[], travelers: number): ItineraryItemInput[] {
  return days.flatMap(({ date, activities }) =>
    activities.map((activity) => ({
      type: activity.type === 'Food & Dining' ? 'restaurant' : 'activity',
      title: activity.name,
      date,
      time: activity.time,
      location: activity.area,
      cost: cents(activity.cost * travelers),
      isBooked: false,
    })),
  );
}

/**
 * The trip **Save to trip** makes of a generated plan (trips issue): the request's destination, days and travelers;
 * each activity left on screen as a planned itinerary item (cost in USD for the whole party); the budget read from
 * the free text, else what the activities cost; tagged with the travel style. `days` are the plan's days as shown,
 * without the activities the traveller removed.
 */
export function planTripRequest(
  request: TripPlanRequest,
  plan: TripPlanResponse,
  days: readonly TripPlanDay[],
): CreateTripRequest {
  const items = itineraryItems(days, request.travelers);
  const cost = cents(items.reduce((sum, item) => sum + item.cost, 0));
  return {
    title: `${request.destination} itinerary`,
    description: `Made with the smart trip planner: ${items.length} activities costing ${formatUsd(cost)} in all.`,
    destination: request.destination,
    startDate: `${request.startDate}T00:00:00.000Z`,
    endDate: `${request.endDate}T00:00:00.000Z`,
    totalBudget: plan.budget.total ?? cost,
    travelers: request.travelers,
    tags: [request.travelStyle],
    items,
  };
}
