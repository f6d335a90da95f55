import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PageSection, SubNav, TravelDeals, dealsNavLinks, useNow } from '@farewise/ui';
import { travelDeals } from '../content/deals';

/** /travel-deals (spec 02 §2 Travel deals). */
function TravelDealsPage() {
  const today = useNow().toDateString();
  const deals = useMemo(() => travelDeals(new Date(today)), [today]);
  return (
    <>
      <title>Travel deals — Farewise</title>
      <PageSection as="section" aria-labelledby="deals-title">
        <SubNav label="Explore" links={dealsNavLinks} />
        <TravelDeals deals={deals} />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/travel-deals')({ component: TravelDealsPage });
