import { AlertTriangle, FlaskConical, Radio } from 'lucide-react';
import { useStatus } from '../../api/useStatus';
import { Badge } from '../../primitives/Badge';
import { Skeleton } from '../../primitives/Skeleton';
import { statusMode } from './statusMode';
import { banner, text } from './StatusBanner.css';

/**
 * The API status banner (spec 01 §4): live mode when a flight-data provider is configured, demo mode otherwise,
 * with a test environment flagged. Reads `GET /api/status`.
 */
export function StatusBanner() {
  const status = useStatus();

  if (status.isPending) {
    return (
      <div className={banner({ tone: 'neutral' })} role="status" aria-busy="true" aria-label="Checking data source">
        <Skeleton width="60%" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className={banner({ tone: 'caution' })} role="status">
        <AlertTriangle size={18} aria-hidden="true" />
        <p className={text}>Status unavailable — we couldn&apos;t reach the Farewise API. Prices may not load.</p>
      </div>
    );
  }

  const { mode, testEnvironment, provider } = statusMode(status.data);
  return (
    <div className={banner({ tone: mode === 'live' ? 'positive' : 'info' })} role="status">
      {mode === 'live' ? <Radio size={18} aria-hidden="true" /> : <FlaskConical size={18} aria-hidden="true" />}
      <p className={text}>
        {mode === 'live' ? (
          <>
            <strong>Live mode</strong> — real-time fares from {provider}.
          </>
        ) : (
          <>
            <strong>Demo mode</strong> — fares come from the Farewise pricing model, not a live airline feed.
          </>
        )}
      </p>
      {testEnvironment && <Badge tone="caution">Test environment</Badge>}
    </div>
  );
}
