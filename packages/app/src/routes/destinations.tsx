import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DestinationsSearchParams } from '@farewise/contracts';
import { DestinationBrowser, PageHeading, PageSection, SubNav } from '@farewise/ui';
import { destinationsNavLinks } from '../navigation';

/** /destinations (spec 02 §2 Destinations list). */
function DestinationsPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  // Typing replaces the history entry; choosing a filter adds one, so Back undoes it.
  return (
    <>
      <title>Destinations — Farewise</title>
      <meta
        name="description"
        content="Browse 60 destinations by region and style, with today's round-trip fares from New York and how they have moved in 30 days."
      />
      <PageSection as="section" aria-labelledby="destinations-title">
        <SubNav label="Explore" links={destinationsNavLinks} />
        <PageHeading
          id="destinations-title"
          title="Explore destinations"
          lead="Sixty places worth the trip, with today’s average round-trip fare from New York and how it has moved."
        />
        <DestinationBrowser
          filters={filters}
          onFiltersChange={(next) => void navigate({ search: next, replace: next.q !== filters.q })}
        />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/destinations')({
  validateSearch: DestinationsSearchParams,
  search: { middlewares: [stripSearchParams(DestinationsSearchParams.parse({}))] },
  component: DestinationsPage,
});
