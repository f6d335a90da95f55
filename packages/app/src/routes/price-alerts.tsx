import { createFileRoute } from '@tanstack/react-router';
import { PageHeading, PageSection, PriceAlertsPanel } from '@farewise/ui';

/** /price-alerts (spec 02 §2). */
function PriceAlertsPage() {
  return (
    <>
      <title>Price alerts — Farewise</title>
      <meta
        name="description"
        content="Set a target fare for a route and Farewise emails you when the price drops to it."
      />
      <PageSection as="section" aria-labelledby="price-alerts-title">
        <PageHeading
          id="price-alerts-title"
          title="Price alerts"
          lead="Tell us the fare you want to pay. We check every route and email you when it gets there."
        />
        <PriceAlertsPanel />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/price-alerts')({ component: PriceAlertsPage });
