import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { InspirationSearchParams } from '@farewise/contracts';
import { PageHeading, PageSection, TripInspiration } from '@farewise/ui';
import { inspirationTrips, tripThemes } from '../content/inspiration';

/** /trip-inspiration (spec 02 §2 Trip inspiration). */
function TripInspirationPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  // Typing replaces the history entry; choosing a filter adds one, so Back undoes it.
  return (
    <>
      <title>Trip inspiration — Farewise</title>
      <meta name="description" content="Trip ideas by theme, with the fare and the days to plan around." />
      <PageSection as="section" aria-labelledby="inspiration-title">
        <PageHeading
          id="inspiration-title"
          title="Trip inspiration"
          lead="Ideas by theme, season and budget, with what each trip really costs."
        />
        <TripInspiration
          trips={inspirationTrips}
          themes={tripThemes}
          filters={filters}
          onFiltersChange={(next) => void navigate({ search: next, replace: next.q !== filters.q })}
        />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/trip-inspiration')({
  validateSearch: InspirationSearchParams,
  search: { middlewares: [stripSearchParams(InspirationSearchParams.parse({}))] },
  component: TripInspirationPage,
});
