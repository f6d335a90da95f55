import { Skeleton } from '../../primitives/Skeleton';
import { CARD_COLUMNS, Tiles } from '../Tiles';

export interface CardGridSkeletonProps {
  /** What is loading, for screen readers, e.g. "Loading destinations". */
  label: string;
  /** How many card placeholders to show. */
  count?: number;
  /** Each placeholder's height in px. */
  height?: number;
}

/** Card placeholders in the card grid (`CARD_COLUMNS`) while a list loads, announced as a busy status. */
export function CardGridSkeleton({ label, count = 6, height = 260 }: CardGridSkeletonProps) {
  return (
    <Tiles columns={CARD_COLUMNS} space="lg" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </Tiles>
  );
}
