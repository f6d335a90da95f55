import type { TripPlanActivity, TripPlanRequest, TripPlanResponse } from '@farewise/contracts';
import { findCity, type ActivityCatalogue, type CatalogueActivity } from './catalogue';
import { toMinutes } from './clock';
import { formatUsd } from './formatUsd';
import { parseBudget } from './parseBudget';
import { PLANNER_DAY, PLANNER_PACE, TRAVEL_GAP_MINUTES, requiredInterests } from './rules';
import { tripDates } from './tripDates';

/** The hard constraints a plan must meet; each violation names one. */
export type PlanConstraint =
  'dates' | 'catalogue' | 'hours' | 'overlap' | 'travel-time' | 'budget' | 'interests' | 'repeat' | 'pace';

/** One broken constraint: which, a sentence saying where and how, and the day when it concerns one. */
export interface PlanViolation {
  constraint: PlanConstraint;
  message: string;
  date?: string;
}

type Day = TripPlanResponse['days'][number];

/** (1) One day for each date from start to end, in order. */
function checkDates(request: TripPlanRequest, days: readonly Day[]): PlanViolation[] {
  const dates = tripDates(request.startDate, request.endDate);
  const violations: PlanViolation[] = [];
  if (days.length !== dates.length) {
    violations.push({ constraint: 'dates', message: `The plan has ${days.length} days; the trip has ${dates.length}` });
  }
  days.forEach((day, i) => {
    if (dates[i] !== undefined && day.date !== dates[i]) {
      violations.push({ constraint: 'dates', message: `Day ${i + 1} is ${day.date}, not ${dates[i]}`, date: day.date });
    }
  });
  return violations;
}

/** Every activity is the destination's (or generic) and shows the catalogue's facts. */
function checkCatalogue(
  activity: TripPlanActivity,
  known: CatalogueActivity | undefined,
  generic: boolean,
  date: string,
): PlanViolation[] {
  if (!known) {
    return [{ constraint: 'catalogue', message: `${activity.name} is not an activity for this destination`, date }];
  }
  const same =
    activity.name === known.name &&
    activity.type === known.interest &&
    activity.duration === known.durationMinutes &&
    activity.cost === known.costUsd &&
    activity.area === known.area &&
    activity.generic === generic;
  return same ? [] : [{ constraint: 'catalogue', message: `${activity.name} differs from the catalogue`, date }];
}

/** (2) Within the planner's day and the activity's opening hours. */
function checkHours(activity: TripPlanActivity, known: CatalogueActivity | undefined, date: string): PlanViolation[] {
  const start = toMinutes(activity.time);
  const end = start + activity.duration;
  const opens = Math.max(toMinutes(PLANNER_DAY.start), toMinutes(known?.opens ?? PLANNER_DAY.start));
  const closes = Math.min(toMinutes(PLANNER_DAY.end), toMinutes(known?.closes ?? PLANNER_DAY.end));
  if (start >= opens && end <= closes) return [];
  const hours = known ? `${known.opens}–${known.closes} and ` : '';
  return [
    {
      constraint: 'hours',
      message: `${activity.name} at ${activity.time} for ${activity.duration} min is outside ${hours}${PLANNER_DAY.start}–${PLANNER_DAY.end}`,
      date,
    },
  ];
}

/** (2) No overlap, and the travel gap between activities in different areas, in the day's listed order. */
function checkSequence(day: Day): PlanViolation[] {
  return day.activities.slice(1).flatMap((next, i): PlanViolation[] => {
    const previous = day.activities[i]!;
    const gap = toMinutes(next.time) - (toMinutes(previous.time) + previous.duration);
    if (gap < 0) {
      return [{ constraint: 'overlap', message: `${next.name} starts before ${previous.name} ends`, date: day.date }];
    }
    if (previous.area !== next.area && gap < TRAVEL_GAP_MINUTES) {
      return [
        {
          constraint: 'travel-time',
          message: `Only ${gap} min to get from ${previous.area} to ${next.area}; allow ${TRAVEL_GAP_MINUTES}`,
          date: day.date,
        },
      ];
    }
    return [];
  });
}

/** (3) Total cost (cost × travelers) within the budget, when one could be read. */
function checkBudget(request: TripPlanRequest, activities: readonly TripPlanActivity[]): PlanViolation[] {
  const budget = parseBudget(request.budget, request.travelers);
  const total = activities.reduce((sum, a) => sum + a.cost, 0) * request.travelers;
  if (!budget.parsed || total <= budget.total) return [];
  return [
    {
      constraint: 'budget',
      message: `The plan costs ${formatUsd(total)} for ${request.travelers}, over the budget of ${formatUsd(budget.total)}`,
    },
  ];
}

/** (4) Every chosen interest at least once, when the trip has slots enough for all of them. */
function checkInterests(request: TripPlanRequest, activities: readonly TripPlanActivity[]): PlanViolation[] {
  const covered = new Set(activities.map((a) => a.type));
  return requiredInterests(request)
    .filter((interest) => !covered.has(interest))
    .map((interest) => ({ constraint: 'interests', message: `No activity for ${interest}` }));
}

/** (5) No activity twice. */
function checkRepeats(days: readonly Day[]): PlanViolation[] {
  const seen = new Set<string>();
  return days.flatMap((day) =>
    day.activities.flatMap((activity): PlanViolation[] => {
      if (!seen.has(activity.id)) {
        seen.add(activity.id);
        return [];
      }
      return [{ constraint: 'repeat', message: `${activity.name} is planned twice`, date: day.date }];
    }),
  );
}

/** (6) A number of activities a day within the style's pace. */
function checkPace(request: TripPlanRequest, days: readonly Day[]): PlanViolation[] {
  const { min, max } = PLANNER_PACE[request.travelStyle];
  return days
    .filter((day) => day.activities.length < min || day.activities.length > max)
    .map((day) => ({
      constraint: 'pace',
      message: `${day.activities.length} activities, outside the ${request.travelStyle} pace of ${min}–${max} a day`,
      date: day.date,
    }));
}

/**
 * Every hard constraint a plan breaks, or an empty list for a valid one. The constraints, after the TravelPlanner
 * benchmark (Xie et al., "TravelPlanner: A Benchmark for Real-World Planning with Language Agents", ICML 2024),
 * where GPT-4 met such hard constraints in 0.6 % of requests — so every plan is checked, not trusted:
 *
 * 1. `dates`: one day for each date from start to end (ISO `yyyy-MM-dd`), in order;
 * 2. `catalogue`: every activity is the destination city's or a generic one, with the catalogue's name, type,
 *    duration, cost, area and generic flag; `hours`: it runs within 08:00–22:00 and its opening hours;
 *    `overlap`: it starts after the one before ends; `travel-time`: {@link TRAVEL_GAP_MINUTES} minutes between
 *    activities in different areas;
 * 3. `budget`: the sum of cost (USD per person) × travelers within the budget read by `parseBudget`, if any;
 * 4. `interests`: every chosen interest at least once when days × the style's maximum pace leaves room for all;
 * 5. `repeat`: no activity twice;
 * 6. `pace`: each day within the style's {@link PLANNER_PACE} min–max activities.
 *
 * Pure: reads the request, the plan and the catalogue (spec 02 §2 "Smart trip planner", §3, §9), throws nothing.
 */
export function checkItinerary(
  request: TripPlanRequest,
  itinerary: Pick<TripPlanResponse, 'days'>,
  catalogue: ActivityCatalogue,
): PlanViolation[] {
  const city = findCity(request.destination, catalogue);
  const local = new Map(city?.activities.map((a) => [a.id, a]));
  const generic = new Map(catalogue.generic.map((a) => [a.id, a]));
  const activities = itinerary.days.flatMap((day) => day.activities);
  return [
    ...checkDates(request, itinerary.days),
    ...itinerary.days.flatMap((day) => [
      ...day.activities.flatMap((activity) => {
        const known = local.get(activity.id) ?? generic.get(activity.id);
        return [
          ...checkCatalogue(activity, known, generic.has(activity.id), day.date),
          ...checkHours(activity, known, day.date),
        ];
      }),
      ...checkSequence(day),
    ]),
    ...checkBudget(request, activities),
    ...checkInterests(request, activities),
    ...checkRepeats(itinerary.days),
    ...checkPace(request, itinerary.days),
  ];
}
