import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { TripsSearchParams } from '@farewise/contracts';
import { PageHeading, PageSection, TripOrganiser } from '@farewise/ui';

export const Route = createFileRoute('/trips/')({
  // The selected trip and tab are the URL's (`/trips?trip=<id>&tab=expenses`), so a reload or a link shows them.
  validateSearch: TripsSearchParams,
  search: { middlewares: [stripSearchParams(TripsSearchParams.parse({}))] },
  component: function TripsPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <title>My trips — Farewise</title>
        <meta
          name="description"
          content="Your trips: itineraries, expenses against your budget, and share links for the people you travel with."
        />
        <PageSection as="section" aria-labelledby="trips-title">
          <PageHeading
            id="trips-title"
            title="My Trips"
            lead="Every trip in one place: the plan day by day, what it costs against its budget, and who owes whom."
          />
          <TripOrganiser
            selectedId={search.trip}
            tab={search.tab}
            prefill={search.destination ? { destination: search.destination, title: search.title } : undefined}
            onNavigate={(next) => void navigate({ search: next })}
          />
        </PageSection>
      </>
    );
  },
});
