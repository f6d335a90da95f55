import { createFileRoute } from '@tanstack/react-router';
import { PageHeading, PageSection, TripInspiration } from '@farewise/ui';
import { inspirationTrips, tripThemes } from '../content/inspiration';

/** /trip-inspiration (spec 02 §2 Trip inspiration). */
function TripInspirationPage() {
  return (
    <>
      <title>Trip inspiration — Farewise</title>
      <PageSection as="section" aria-labelledby="inspiration-title">
        <PageHeading
          id="inspiration-title"
          title="Trip inspiration"
          lead="Ideas by theme, season and budget, with what each trip really costs."
        />
        <TripInspiration trips={inspirationTrips} themes={tripThemes} />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/trip-inspiration')({ component: TripInspirationPage });
