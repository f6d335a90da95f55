import { skipToken, useMutation } from '@tanstack/react-query';
import { endpoints, type RegenerateDayRequest, type TripPlanRequest, type TripPlanResponse } from '@farewise/contracts';
import type { ApiError } from './client';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

/**
 * `POST /api/trip-planner/itinerary` for `request` (spec 02 smart trip planner): a plan computes nothing it stores
 * and the same request always gets the same plan, so it is cached like a read, keyed by the request; `null` plans
 * nothing yet. Activities cost USD per person; durations are minutes.
 * @throws ApiError (as the query's error): 422 when no plan meets a hard constraint, 400 naming a field.
 */
export function useTripPlan(request: TripPlanRequest | null) {
  const client = useApiClient();
  return useApiQuery<TripPlanResponse, ApiError>({
    queryKey: [endpoints.tripPlan.path, request],
    queryFn: request ? ({ signal }) => client.call('tripPlan', { body: request }, { signal }) : skipToken,
  });
}

/**
 * `POST /api/trip-planner/day` (trips issue: regenerate one day): the plan with one day planned again, the others
 * as sent.
 * @throws ApiError (as the mutation's error): 422 when no other activities fit the day, 400 naming a field.
 */
export function useRegenerateDay() {
  const client = useApiClient();
  return useMutation<TripPlanResponse, ApiError, RegenerateDayRequest>({
    mutationFn: (body) => client.call('regenerateTripDay', { body }),
  });
}
