import { AlertTriangle, FlaskConical, Radio } from 'lucide-react';
import { useStatus } from '../../api/useStatus';
import { Badge } from '../../primitives/Badge';
import { Skeleton } from '../../primitives/Skeleton';
import { statusMode, type StatusService } from './statusMode';
import { banner, text } from './StatusBanner.css';

export interface StatusBannerProps {
  /** The data the banner speaks for: flight fares (default) or hotel rates. */
  service?: StatusService;
  /** Re-reads the status every N ms (the hotels page polls every 30 000 ms, spec 02 §7). */
  pollMs?: number;
}

/** What each service's data is, live and in demo mode. */
const WORDING: Record<StatusService, { live: string; demo: string }> = {
  flights: {
    live: 'real-time fares from',
    demo: 'fares come from the Farewise pricing model, not a live airline feed.',
  },
  hotels: {
    live: 'real-time hotel rates from',
    demo: 'hotel rates come from the Farewise stay model, not a live booking feed.',
  },
};

/**
 * The API status banner (spec 01 §4, spec 02 §2): live mode when the service's provider is configured, demo mode
 * otherwise, with a flight provider's test environment flagged. Reads `GET /api/status`.
 */
export function StatusBanner({ service = 'flights', pollMs }: StatusBannerProps) {
  const status = useStatus({ pollMs });

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

  const { mode, testEnvironment, provider } = statusMode(status.data, service);
  const wording = WORDING[service];
  return (
    <div className={banner({ tone: mode === 'live' ? 'positive' : 'info' })} role="status">
      {mode === 'live' ? <Radio size={18} aria-hidden="true" /> : <FlaskConical size={18} aria-hidden="true" />}
      <p className={text}>
        {mode === 'live' ? (
          <>
            <strong>Live mode</strong> — {wording.live} {provider}.
          </>
        ) : (
          <>
            <strong>Demo mode</strong> — {wording.demo}
          </>
        )}
      </p>
      {testEnvironment && <Badge tone="caution">Test environment</Badge>}
    </div>
  );
}
