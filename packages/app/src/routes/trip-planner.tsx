import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { TripPlannerSearchParams } from '@farewise/contracts';
import { PageHeading, PageSection, TripPlanner } from '@farewise/ui';

export const Route = createFileRoute('/trip-planner')({
  // The request is the URL's, so a plan can be reloaded and shared; the same request always gets the same plan.
  validateSearch: TripPlannerSearchParams,
  search: { middlewares: [stripSearchParams(TripPlannerSearchParams.parse({}))] },
  component: function TripPlannerPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <title>Smart trip planner — Farewise</title>
        <meta name="description" content="Plan a trip day by day within your budget, then save it or share it." />
        <PageSection as="section" aria-labelledby="planner-title">
          <PageHeading
            id="planner-title"
            title="Smart Trip Planner"
            lead="A day-by-day plan of real places, timed around opening hours and travel between areas, that fits your budget."
          />
          <TripPlanner search={search} onSearch={(next) => void navigate({ search: next })} />
        </PageSection>
      </>
    );
  },
});
