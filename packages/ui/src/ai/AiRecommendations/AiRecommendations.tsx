import { RefreshCw } from 'lucide-react';
import { describeError } from '../../api/client';
import { useRecommendations, type RecommendationsFor } from '../../api/useAdvisor';
import { CardGridSkeleton } from '../../layout/CardGridSkeleton';
import { EmptyState } from '../../layout/EmptyState';
import { CARD_COLUMNS, Tiles } from '../../layout/Tiles';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { AiRecommendationCard } from '../AiRecommendationCard';

export interface AiRecommendationsProps {
  /** Whose cards: the signed-in user's id, or `guest`; undefined while the session is still being checked. */
  userId: RecommendationsFor | undefined;
}

/**
 * The AI recommendation cards (spec 01 §2): placeholders while they load, the cards in a grid, a way to try again
 * when they fail, and a note when there are none yet.
 */
export function AiRecommendations({ userId }: AiRecommendationsProps) {
  const cards = useRecommendations(userId);
  if (cards.isPending) return <CardGridSkeleton label="Loading recommendations" count={3} height={420} />;
  if (cards.isError) {
    return (
      <Alert tone="critical" role="alert">
        <p>Recommendations could not be loaded: {describeError(cards.error)}</p>
        <Button variant="outline" size="sm" loading={cards.isFetching} onClick={() => void cards.refetch()}>
          <RefreshCw size={16} aria-hidden="true" /> Try again
        </Button>
      </Alert>
    );
  }
  if (cards.data.length === 0) {
    return (
      <EmptyState
        title="No recommendations yet"
        text="Search a route or save one, and recommendations built from its fares will appear here."
      />
    );
  }
  return (
    <Tiles as="ul" columns={CARD_COLUMNS} space="lg" aria-label="AI recommendations">
      {cards.data.map((card) => (
        <li key={card.id}>
          <AiRecommendationCard card={card} />
        </li>
      ))}
    </Tiles>
  );
}
