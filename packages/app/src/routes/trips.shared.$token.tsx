import { createFileRoute } from '@tanstack/react-router';
import { PageHeading, PageSection, SharedTrip } from '@farewise/ui';

export const Route = createFileRoute('/trips/shared/$token')({
  component: function SharedTripPage() {
    const { token } = Route.useParams();
    return (
      <>
        <title>A shared trip — Farewise</title>
        <meta name="description" content="A trip itinerary shared with you on Farewise." />
        <PageSection as="section" aria-labelledby="shared-trip-title">
          <PageHeading
            id="shared-trip-title"
            title="A Shared Trip"
            lead="A read-only view of a trip planned on Farewise."
          />
          <SharedTrip token={token} />
        </PageSection>
      </>
    );
  },
});
