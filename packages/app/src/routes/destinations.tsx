import { createFileRoute } from '@tanstack/react-router';
import { DestinationBrowser, PageHeading, PageSection, SubNav, destinationsNavLinks } from '@farewise/ui';

/** /destinations (spec 02 §2 Destinations list). */
function DestinationsPage() {
  return (
    <>
      <title>Destinations — Farewise</title>
      <PageSection as="section" aria-labelledby="destinations-title">
        <SubNav label="Explore" links={destinationsNavLinks} />
        <PageHeading
          id="destinations-title"
          title="Explore destinations"
          lead="Sixty places worth the trip, with today’s average round-trip fare from New York and how it has moved."
        />
        <DestinationBrowser />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/destinations')({ component: DestinationsPage });
