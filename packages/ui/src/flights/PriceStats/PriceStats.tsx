import type { PriceStats as PriceStatsData } from '@farewise/contracts';
import { Card } from '../../primitives/Card';
import { formatUsd } from '../../format';
import { grid, statLabel, statNote, statValue } from './PriceStats.css';

export interface PriceStatsProps {
  stats: PriceStatsData;
}

/**
 * A search's price statistics (spec 01 §3): today's fare, the lowest of the year, and the predicted fare, in USD per
 * person, each noted as one way (a search prices the outbound flight).
 */
export function PriceStats({ stats }: PriceStatsProps) {
  const items = [
    { label: 'Current price', value: stats.current, note: 'one way, cheapest for your date' },
    { label: 'Lowest price', value: stats.lowest, note: 'one way, cheapest month in the next 12' },
    { label: 'Predicted price', value: stats.predicted, note: 'one way, if you book at the best time' },
  ];
  return (
    <Card as="section" aria-label="Price statistics" variant="outlined">
      <dl className={grid}>
        {items.map((item) => (
          <div key={item.label}>
            <dt className={statLabel}>{item.label}</dt>
            <dd className={statValue}>{formatUsd(item.value)}</dd>
            <dd className={statNote}>{item.note}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
