import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RecommendationsSearchParams } from '@farewise/contracts';
import { PageHeading, PageSection, Recommendations } from '@farewise/ui';
import { travelInsights } from '../content/insights';

export const Route = createFileRoute('/recommendations')({
  // The open tab is the URL's (`/recommendations?tab=ask`): a link, a reload, Back and Forward all show it.
  validateSearch: RecommendationsSearchParams,
  search: { middlewares: [stripSearchParams(RecommendationsSearchParams.parse({}))] },
  component: function RecommendationsPage() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <title>AI travel recommendations — Farewise</title>
        <meta
          name="description"
          content="Recommendations built from real fares and forecasts, and an AI travel advisor whose every figure links to its source."
        />
        <PageSection as="section" aria-labelledby="recommendations-title">
          <PageHeading
            id="recommendations-title"
            title="Smart Travel Recommendations"
            lead="Built from today's fares and our price forecast. Every figure links to where it comes from."
          />
          <Recommendations
            tab={tab}
            onTabChange={(next) => void navigate({ search: { tab: next } })}
            insights={travelInsights}
          />
        </PageSection>
      </>
    );
  },
});
