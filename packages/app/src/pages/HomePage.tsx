import {
  FeatureList,
  FlightSearch,
  Hero,
  LivePriceDashboard,
  PageSection,
  StatusBanner,
  TrendingDestinations,
} from '@farewise/ui';

/**
 * Home (spec 01 §2): the hero flight search (started with the airports of `initialRoute` when a link names them), then the API status banner, the questionnaire's section (the Smart
 * Trip Planner button scrolls to it), the live price dashboard, trending destinations and the features list.
 */
export function HomePage({ initialRoute }: { initialRoute?: { origin?: string; destination?: string } }) {
  return (
    <>
      <title>Farewise — find cheaper flights, hotels and trips</title>
      <meta
        name="description"
        content="Compare flight prices, see the predicted best month to fly, find cheaper alternative destinations and get price alerts with Farewise."
      />
      <Hero>
        <FlightSearch plannerAnchor="questionnaire" initialRoute={initialRoute} />
      </Hero>
      <PageSection>
        <StatusBanner />
      </PageSection>
      <PageSection as="section" id="questionnaire" aria-labelledby="questionnaire-title">
        <h2 id="questionnaire-title">Smart Trip Planner</h2>
      </PageSection>
      <PageSection>
        <LivePriceDashboard />
      </PageSection>
      <PageSection>
        <TrendingDestinations />
      </PageSection>
      <PageSection>
        <FeatureList />
      </PageSection>
    </>
  );
}
