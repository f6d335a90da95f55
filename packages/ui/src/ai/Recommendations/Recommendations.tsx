import { LayoutDashboard, RefreshCw } from 'lucide-react';
import type { RecommendationTab } from '@farewise/contracts';
import { useRecommendations, useRecommendationsViewer } from '../../api/useAdvisor';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { AiRecommendations } from '../AiRecommendations';
import { AskAi } from '../AskAi';
import { TravelInsights, type InsightPanel } from '../TravelInsights';

export interface RecommendationsProps {
  /** The open tab, e.g. from the URL (`/recommendations?tab=ask`). */
  tab: RecommendationTab;
  onTabChange: (tab: RecommendationTab) => void;
  /** The Travel Insights tab's static panels (spec 01 §2). */
  insights: readonly InsightPanel[];
}

const isTab = (value: string): value is RecommendationTab =>
  value === 'recommendations' || value === 'ask' || value === 'insights';

/**
 * The AI recommendations page body (spec 01 §2): Refresh AI (asks for the cards again at once, past their 5-minute
 * cache), a link to the dashboard, and three tabs: AI Recommendations (the signed-in user's cards, or everyone's
 * when signed out), Ask AI, and Travel Insights. Each panel starts with a hidden heading named as its tab, so the
 * panels' own headings (level 3) follow the page's title in order.
 */
export function Recommendations({ tab, onTabChange, insights }: RecommendationsProps) {
  const userId = useRecommendationsViewer();
  const cards = useRecommendations(userId);
  return (
    <Stack space="xl">
      <Inline space="sm" align="center">
        <Button
          variant="outline"
          loading={cards.isFetching}
          disabled={userId === undefined}
          onClick={() => void cards.refetch()}
        >
          <RefreshCw size={16} aria-hidden="true" /> Refresh AI
        </Button>
        <Button variant="ghost" asChild>
          <Link href="/dashboard">
            <LayoutDashboard size={16} aria-hidden="true" /> My Dashboard
          </Link>
        </Button>
      </Inline>
      <Tabs value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
        <TabList aria-label="Recommendation sections">
          <Tab value="recommendations">AI Recommendations</Tab>
          <Tab value="ask">Ask AI</Tab>
          <Tab value="insights">Travel Insights</Tab>
        </TabList>
        <TabPanel value="recommendations">
          <VisuallyHidden as="h2">AI Recommendations</VisuallyHidden>
          <AiRecommendations userId={userId} />
        </TabPanel>
        <TabPanel value="ask">
          <VisuallyHidden as="h2">Ask AI</VisuallyHidden>
          <AskAi />
        </TabPanel>
        <TabPanel value="insights">
          <VisuallyHidden as="h2">Travel Insights</VisuallyHidden>
          <TravelInsights panels={insights} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
