import { useState } from 'react';
import type { TripPlannerSearchParams, TripPlanResponse } from '@farewise/contracts';
import { useMutationToast } from '../../api/useMutationToast';
import { useRegenerateDay, useTripPlan } from '../../api/useTripPlan';
import { useNow } from '../../clock/ClockProvider';
import { EmptyState } from '../../layout/EmptyState';
import { SectionHeading } from '../../layout/SectionHeading';
import { Stack } from '../../layout/Stack';
import { Alert } from '../../primitives/Alert';
import { Link } from '../../primitives/Link';
import { Skeleton } from '../../primitives/Skeleton';
import { useSaveTrip, type SavedTrip } from '../../trips/useSaveTrip';
import { planTripRequest } from '../planTrip';
import { planRequest } from '../plannerState';
import { TripPlannerForm } from '../TripPlannerForm';
import { TripPlanView } from '../TripPlanView';

export interface TripPlannerProps {
  /** The request shown, e.g. from the URL (`/trip-planner?destination=Paris&startDate=2026-05-04`). */
  search: TripPlannerSearchParams;
  /** Called with each submitted request. */
  onSearch: (search: TripPlannerSearchParams) => void;
}

/**
 * The smart trip planner (spec 02 §2, §4, §5): the form, a generating state while the plan is made (no artificial
 * wait), then the plan, or why it cannot be made (the API's 422 says which constraint: a budget below the cheapest
 * plan, for one). Save to trip makes a trip of the plan as shown (trips issue): in the account when signed in, else in
 * this browser, and links to it. Each day can be planned again on its own (the other days stay).
 */
export function TripPlanner({ search, onSearch }: TripPlannerProps) {
  const today = useNow().toISOString().slice(0, 10);
  const request = planRequest(search);
  const plan = useTripPlan(request);
  const save = useSaveTrip();
  const saveTrip = useMutationToast(save, {
    success: ({ title, local }) => ({
      title: 'Saved to your trips',
      description: local
        ? `“${title}” is kept in this browser until you sign in.`
        : `“${title}” is in My Trips with every activity.`,
      tone: 'positive',
    }),
    failure: { title: 'Failed to save trip' },
  });
  const regenerate = useRegenerateDay();
  const regenerateDay = useMutationToast(regenerate, { failure: { title: 'Could not plan this day again' } });
  const [saved, setSaved] = useState<SavedTrip | null>(null);
  // The plan with the days planned again since it was generated.
  const [replaced, setReplaced] = useState<TripPlanResponse | null>(null);
  const [planned, setPlanned] = useState(plan.data);
  if (planned !== plan.data) {
    // A new plan: nothing of it is saved or planned again yet.
    setPlanned(plan.data);
    setSaved(null);
    setReplaced(null);
  }
  let result;
  if (!request) {
    result = (
      <EmptyState
        title="Your plan will appear here"
        text="Pick a destination, dates and what you enjoy: every day is timed around opening hours, travel between areas and your budget."
      />
    );
  } else if (plan.isPending) {
    result = (
      <Stack space="sm" role="status" aria-busy="true" aria-label="Generating your itinerary">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  } else if (plan.isError) {
    result = (
      <Alert tone="critical" role="alert">
        {plan.error.status === 422
          ? (plan.error.serverMessage ?? plan.error.message)
          : `We couldn’t make a plan: ${plan.error.serverMessage ?? plan.error.message}`}
      </Alert>
    );
  } else {
    const data = replaced ?? plan.data;
    result = (
      <Stack space="md">
        {saved && (
          <Alert tone="positive">
            Saved as “{saved.title}”. <Link href={`/trips?trip=${saved.id}`}>Open it in My Trips</Link>
          </Alert>
        )}
        <TripPlanView
          plan={data}
          travelers={request.travelers}
          saving={save.isPending}
          regenerating={regenerate.isPending ? (regenerate.variables?.date ?? null) : null}
          onRegenerate={(date) =>
            void regenerateDay({ request, days: data.days, date }).then(
              (outcome) => outcome.ok && setReplaced(outcome.data),
            )
          }
          onSave={(days) =>
            void saveTrip(planTripRequest(request, data, days)).then((outcome) => outcome.ok && setSaved(outcome.data))
          }
        />
      </Stack>
    );
  }
  return (
    <Stack space="xl">
      <TripPlannerForm values={search} today={today} onSubmit={onSearch} generating={plan.isFetching} />
      <section aria-labelledby="planner-result-title" aria-busy={plan.isFetching}>
        <SectionHeading
          id="planner-result-title"
          title={request ? `Your ${request.destination} itinerary` : 'Your itinerary'}
        />
        {result}
      </section>
    </Stack>
  );
}
