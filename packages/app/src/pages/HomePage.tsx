import type { HomeSearchParams } from '@farewise/contracts';
import {
  AiRecommendations,
  FeatureList,
  FlightSearch,
  Hero,
  LivePriceDashboard,
  PageSection,
  Questionnaire,
  SectionHeading,
  StatusBanner,
  TrendingDestinations,
  Stack,
  TravelQueryBox,
  useRecommendationsViewer,
} from '@farewise/ui';

/**
 * The recommendation cards for whoever is signed in. Its own component, so the session's answer re-renders the cards
 * rather than the whole page.
 */
function ViewerRecommendations() {
  return <AiRecommendations userId={useRecommendationsViewer()} />;
}

/**
 * Home (spec 01 §2): the hero flight search showing `search` (its results once it names an airport) and reporting
 * each submitted search to `onSearch`, then the API status banner, the questionnaire's section (the Smart Trip
 * Planner button scrolls to it), the AI travel query box with the recommendation cards (spec 01 §2 home route group),
 * the live price dashboard, trending destinations and the features list.
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
      <PageSection as="section" aria-labelledby="advisor-title">
        <SectionHeading
          id="advisor-title"
          title="Ask our AI travel advisor"
          lead="Answers from today's fares and our price forecast, every figure linked to its source."
        />
        <Stack space="xl">
          <TravelQueryBox />
          <ViewerRecommendations />
        </Stack>
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
