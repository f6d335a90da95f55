import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import type { PriceAlert, SavedSearch } from '@farewise/contracts';
import { describeError } from '../../api/client';
import { useSession } from '../../api/useAccount';
import { usePriceAlerts } from '../../api/usePriceAlerts';
import { useSavedSearches } from '../../api/useSavedSearches';
import { useNow } from '../../clock/ClockProvider';
import { formatUsd } from '../../format';
import { sectionError } from '../../layout/section.css';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { AlertCard } from '../AlertCard';
import { SavedSearchList } from '../SavedSearchList';
import { greeting, potentialSavings, toAlertCard } from '../dashboardMath';
import { access, cards, intro, links, stat, statLabel, stats, statValue, suggestions, title } from './Dashboard.css';

/** Days after which a saved search is worth running again. */
const STALE_SEARCH_DAYS = 7;

function AlertCards({ alerts }: { alerts: PriceAlert[] }) {
  if (alerts.length === 0) {
    return (
      <p>
        No price alerts yet. <Link to="/price-alerts">Create a price alert</Link> and we will watch the fare for you.
      </p>
    );
  }
  return (
    <div className={cards}>
      {alerts.map((alert) => (
        <AlertCard key={alert.id} alert={toAlertCard(alert)} triggered={alert.lastTriggered !== null} />
      ))}
    </div>
  );
}

/** Suggestions from the user's own data: alerts at target to book, and searches not run for a week. */
function ForYou({ alerts, searches, now }: { alerts: PriceAlert[]; searches: SavedSearch[]; now: Date }) {
  const reached = alerts.filter((alert) => alert.isActive && alert.lastTriggered !== null);
  const stale = searches.filter(
    (search) => now.getTime() - new Date(search.lastSearched).getTime() > STALE_SEARCH_DAYS * 86_400_000,
  );
  if (reached.length === 0 && stale.length === 0) {
    return <p>Save a search or set a price alert, and suggestions for your trips will appear here.</p>;
  }
  return (
    <ul className={suggestions}>
      {reached.map((alert) => (
        <li key={`alert-${alert.id}`}>
          <strong>
            {alert.origin} → {alert.destination}
          </strong>{' '}
          reached your {formatUsd(alert.targetPrice)} target at {formatUsd(alert.currentPrice ?? alert.targetPrice)}.
          Fares move fast: search it now.
        </li>
      ))}
      {stale.map((search) => (
        <li key={`search-${search.id}`}>
          <strong>{search.name}</strong> ({search.origin} → {search.destination}) has not been searched for over a week.
          Prices may have changed.
        </li>
      ))}
    </ul>
  );
}

/**
 * `/dashboard` (spec 01 §2 Dashboard, §6): a greeting by time of day, links to trips, search and the account,
 * and the tabs Overview, Saved Searches, Price Alerts and For You, all from the signed-in user's own data.
 * Signed out, it shows "Access Required" with a Sign In link.
 */
export function Dashboard() {
  const now = useNow();
  const session = useSession();
  const user = session.data ?? undefined;
  const alerts = usePriceAlerts(user?.id);
  const searches = useSavedSearches(user?.id);

  if (session.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your dashboard">
        <Skeleton height={400} />
      </div>
    );
  }
  if (!user) {
    return (
      <Card className={access} padding="lg">
        <Lock size={32} aria-hidden />
        <h1 className={title}>Access Required</h1>
        <p>Sign in to see your saved searches, price alerts and suggestions.</p>
        <Button asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
      </Card>
    );
  }

  const alertList = alerts.data ?? [];
  const searchList = searches.data ?? [];
  const loadError = alerts.error ?? searches.error;
  return (
    <section aria-labelledby="dashboard-title">
      <div className={intro}>
        <div>
          <h1 id="dashboard-title" className={title}>
            {greeting(now)}, {user.firstName ?? user.username}
          </h1>
          <p>Here is what your fares are doing.</p>
        </div>
        <nav aria-label="Dashboard" className={links}>
          <Button asChild variant="outline" size="sm">
            <Link to="/trips">My Trips</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/">Search Flights</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/auth">Account</Link>
          </Button>
        </nav>
      </div>
      {loadError && (
        <p className={sectionError} role="alert">
          Some of your data could not be loaded: {describeError(loadError)}
        </p>
      )}
      <Tabs defaultValue="overview">
        <TabList aria-label="Dashboard sections">
          <Tab value="overview">Overview</Tab>
          <Tab value="searches">Saved Searches</Tab>
          <Tab value="alerts">Price Alerts</Tab>
          <Tab value="for-you">For You</Tab>
        </TabList>
        <TabPanel value="overview">
          <dl className={stats} aria-busy={alerts.isPending || searches.isPending}>
            <div className={stat}>
              <dt className={statLabel}>Saved searches</dt>
              <dd className={statValue}>{searchList.length}</dd>
            </div>
            <div className={stat}>
              <dt className={statLabel}>Active alerts</dt>
              <dd className={statValue}>{alertList.filter((alert) => alert.isActive).length}</dd>
            </div>
            <div className={stat}>
              <dt className={statLabel}>Targets reached</dt>
              <dd className={statValue}>{alertList.filter((alert) => alert.lastTriggered !== null).length}</dd>
            </div>
            <div className={stat}>
              <dt className={statLabel}>Potential savings</dt>
              <dd className={statValue}>{formatUsd(potentialSavings(alertList))}</dd>
            </div>
          </dl>
          <AlertCards alerts={alertList.slice(0, 3)} />
        </TabPanel>
        <TabPanel value="searches">
          <SavedSearchList userId={user.id} />
        </TabPanel>
        <TabPanel value="alerts">
          <AlertCards alerts={alertList} />
        </TabPanel>
        <TabPanel value="for-you">
          <ForYou alerts={alertList} searches={searchList} now={now} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
