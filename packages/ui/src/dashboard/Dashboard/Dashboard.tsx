import { Lock } from 'lucide-react';
import { describeError } from '../../api/client';
import { useSession } from '../../api/useAccount';
import { usePriceAlerts } from '../../api/usePriceAlerts';
import { useSavedSearches } from '../../api/useSavedSearches';
import { useNow } from '../../clock/ClockProvider';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { Link } from '../../primitives/Link';
import { AlertCardGrid } from '../AlertCardGrid';
import { DashboardOverview } from '../DashboardOverview';
import { ForYou } from '../ForYou';
import { SavedSearchList, type SavedSearchListProps } from '../SavedSearchList';
import { greeting } from '../dashboardMath';
import { access, page, title } from './Dashboard.css';

export interface DashboardProps {
  /** What a saved search's Search again does once the run is recorded (see `SavedSearchList`). */
  onSearchAgain?: SavedSearchListProps['onSearchAgain'];
}

/**
 * `/dashboard` (spec 01 §2 Dashboard, §6): a greeting by time of day, links to trips, search and the account,
 * and the tabs Overview, Saved Searches, Price Alerts and For You, all from the signed-in user's own data.
 * Signed out, it shows "Access Required" with a Sign In link.
 */
export function Dashboard({ onSearchAgain }: DashboardProps) {
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
        <Stack space="md" align="center">
          <Lock size={32} aria-hidden />
          <h1 className={title}>Access Required</h1>
          <p>Sign in to see your saved searches, price alerts and suggestions.</p>
          <Button asChild>
            <Link href="/auth">Sign In</Link>
          </Button>
        </Stack>
      </Card>
    );
  }

  const alertList = alerts.data ?? [];
  const searchList = searches.data ?? [];
  const loadError = alerts.error ?? searches.error;
  return (
    <Stack as="section" space="xl" className={page} aria-labelledby="dashboard-title">
      <Columns space="lg" collapseBelow="tablet" alignY="bottom">
        <Column>
          <h1 id="dashboard-title" className={title}>
            {greeting(now)}, {user.firstName ?? user.username}
          </h1>
          <p>Here is what your fares are doing.</p>
        </Column>
        <Column width="content">
          <Inline as="nav" space="sm" aria-label="Dashboard">
            <Button asChild variant="outline" size="sm">
              <Link href="/trips">My Trips</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href="/">Search Flights</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href="/auth">Account</Link>
            </Button>
          </Inline>
        </Column>
      </Columns>
      {loadError && (
        <Alert tone="critical" role="alert">
          Some of your data could not be loaded: {describeError(loadError)}
        </Alert>
      )}
      <Tabs defaultValue="overview">
        <TabList aria-label="Dashboard sections">
          <Tab value="overview">Overview</Tab>
          <Tab value="searches">Saved Searches</Tab>
          <Tab value="alerts">Price Alerts</Tab>
          <Tab value="for-you">For You</Tab>
        </TabList>
        <TabPanel value="overview">
          <DashboardOverview
            alerts={alertList}
            searches={searchList}
            loading={alerts.isPending || searches.isPending}
          />
        </TabPanel>
        <TabPanel value="searches">
          <SavedSearchList userId={user.id} onSearchAgain={onSearchAgain} />
        </TabPanel>
        <TabPanel value="alerts">
          <AlertCardGrid alerts={alertList} />
        </TabPanel>
        <TabPanel value="for-you">
          <ForYou alerts={alertList} searches={searchList} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
