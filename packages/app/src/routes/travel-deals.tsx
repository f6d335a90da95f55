import { useMemo } from 'react';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DealsSearchParams } from '@farewise/contracts';
import { PageSection, SubNav, TravelDeals, useNow } from '@farewise/ui';
import { dealsNavLinks } from '../navigation';
import { travelDeals } from '../content/deals';

/** /travel-deals (spec 02 §2 Travel deals). */
function TravelDealsPage() {
  const today = useNow().toDateString();
  const deals = useMemo(() => travelDeals(new Date(today)), [today]);
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  // Typing replaces the history entry; choosing a filter adds one, so Back undoes it.
  return (
    <>
      <title>Travel deals — Farewise</title>
      <meta name="description" content="Today's flight and hotel deals with their savings and how long they last." />
      <PageSection as="section" aria-labelledby="deals-title">
        <SubNav label="Explore" links={dealsNavLinks} />
        <TravelDeals
          deals={deals}
          filters={filters}
          onFiltersChange={(next) => void navigate({ search: next, replace: next.q !== filters.q })}
        />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/travel-deals')({
  validateSearch: DealsSearchParams,
  search: { middlewares: [stripSearchParams(DealsSearchParams.parse({}))] },
  component: TravelDealsPage,
});
