import { lazy, Suspense, type Ref } from 'react';
import { useInView } from 'react-intersection-observer';
import { describeError } from '../../api/client';
import { usePriceHistory } from '../../api/usePriceHistory';
import { useRiskSetting } from '../../api/useRiskSetting';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { failure, placeholder } from './RoutePriceHistory.css';

// The chart library is the heaviest part of a page and often sits below the fold: load it with the first chart.
const PriceHistoryChart = lazy(() =>
  import('../PriceHistoryChart/PriceHistoryChart').then((module) => ({ default: module.PriceHistoryChart })),
);

export interface RoutePriceHistoryProps {
  /** A route key such as `NYC-PAR` (IATA airport or metro codes). */
  route: string;
  /** ISO date the buy/wait advice is for; 45 days out when not given. */
  departureDate?: string;
}

function Loading({ label, ref }: { label: string; ref?: Ref<HTMLElement> }) {
  return (
    <Card
      ref={ref}
      as="section"
      variant="outlined"
      role="status"
      aria-busy="true"
      aria-label={`Loading price history ${label}`}
    >
      <div className={placeholder}>
        <Skeleton width="60%" height="1.5em" />
        <Skeleton width="85%" />
        <Skeleton height={220} />
      </div>
    </Card>
  );
}

/**
 * A route's price history fetched from `GET /api/price-history/{route}` (spec 01 §7): a placeholder while it
 * loads, the chart with today's verdict and the buy/wait advice under the traveller's risk setting (see
 * `useRiskSetting`; the last advice stays, marked busy, while another setting's loads), or "Price history
 * unavailable" with Try again. Nothing is fetched or drawn
 * until the placeholder comes within 400 px of the viewport, so a chart far down a page costs its first paint
 * nothing (where the browser has no IntersectionObserver, it loads at once).
 */
export function RoutePriceHistory({ route, departureDate }: RoutePriceHistoryProps) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '400px', fallbackInView: true });
  const { risk, setRisk } = useRiskSetting();
  const history = usePriceHistory(inView ? route : null, departureDate, risk);
  const label = route.replace('-', ' → ');
  if (history.isError) {
    return (
      <Card as="section" variant="outlined" aria-label={`Price history ${label}`}>
        <h3>Price history {label}</h3>
        <div className={failure} role="alert">
          <p>Price history unavailable: {describeError(history.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()} loading={history.isFetching}>
            Try again
          </Button>
        </div>
      </Card>
    );
  }
  if (!history.data) return <Loading label={label} ref={ref} />;
  return (
    <Suspense fallback={<Loading label={label} />}>
      <PriceHistoryChart
        history={history.data}
        risk={risk}
        onRiskChange={setRisk}
        pending={history.isPlaceholderData}
      />
    </Suspense>
  );
}
