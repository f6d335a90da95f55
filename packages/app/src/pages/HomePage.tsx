import type { HomeSearchParams } from '@farewise/contracts';
import {
  FeatureList,
  FlightSearch,
  Hero,
  LivePriceDashboard,
  PageSection,
  Questionnaire,
  SectionHeading,
  StatusBanner,
  TrendingDestinations,
} from '@farewise/ui';

/**
 * Home (spec 01 §2): the hero flight search showing `search` (its results once it names an airport) and reporting
 * each submitted search to `onSearch`, then the API status banner, the questionnaire's section (the Smart Trip
 * Planner button scrolls to it), the live price dashboard, trending destinations and the features list.
 */
export function HomePage({
  search,
  onSearch,
}: {
  search: HomeSearchParams;
  onSearch: (search: HomeSearchParams) => void;
}) {
  return (
    <>
      <title>Farewise — find cheaper flights, hotels and trips</title>
      <meta
        name="description"
        content="Compare flight prices, see the predicted best month to fly, find cheaper alternative destinations and get price alerts with Farewise."
      />
      <Hero>
        <FlightSearch plannerAnchor="questionnaire" search={search} onSearch={onSearch} />
      </Hero>
      <PageSection>
        <StatusBanner />
      </PageSection>
      <PageSection as="section" id="questionnaire" aria-labelledby="questionnaire-title">
        <SectionHeading
          id="questionnaire-title"
          title="Smart Trip Planner"
          lead="Answer five quick questions and we’ll match you with destinations and fares."
        />
        <Questionnaire />
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
