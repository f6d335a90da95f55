import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DestinationsSearchParams } from '@farewise/contracts';
import { PageHeading, PageSection, PopularDestinations, SubNav } from '@farewise/ui';
import { popularNavLinks } from '../navigation';

/** /popular-destinations (spec 02 §2 Popular destinations). */
function PopularDestinationsPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  // Typing replaces the history entry; choosing a filter adds one, so Back undoes it.
  return (
    <>
      <title>Popular destinations — Farewise</title>
      <meta
        name="description"
        content="The destinations travellers search most, with today's round-trip fares from New York and how they have moved."
      />
      <PageSection as="section" aria-labelledby="popular-title">
        <SubNav label="Explore" links={popularNavLinks} />
        <PageHeading
          id="popular-title"
          title="Popular destinations"
          lead="Where travellers are heading right now, and what it costs to join them."
        />
        <PopularDestinations
          filters={filters}
          onFiltersChange={(next) => void navigate({ search: next, replace: next.q !== filters.q })}
        />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/popular-destinations')({
  validateSearch: DestinationsSearchParams,
  search: { middlewares: [stripSearchParams(DestinationsSearchParams.parse({}))] },
  component: PopularDestinationsPage,
});
