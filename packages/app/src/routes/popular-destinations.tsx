import { createFileRoute } from '@tanstack/react-router';
import { PageHeading, PageSection, PopularDestinations, SubNav, popularNavLinks } from '@farewise/ui';

/** /popular-destinations (spec 02 §2 Popular destinations). */
function PopularDestinationsPage() {
  return (
    <>
      <title>Popular destinations — Farewise</title>
      <PageSection as="section" aria-labelledby="popular-title">
        <SubNav label="Explore" links={popularNavLinks} />
        <PageHeading
          id="popular-title"
          title="Popular destinations"
          lead="Where travellers are heading right now, and what it costs to join them."
        />
        <PopularDestinations />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/popular-destinations')({ component: PopularDestinationsPage });
