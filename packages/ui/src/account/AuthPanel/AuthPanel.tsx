import { useSession } from '../../api/useAccount';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { LoginForm } from '../LoginForm';
import { ProfileCard } from '../ProfileCard';
import { SignupForm } from '../SignupForm';
import { useLogOutAction } from '../useLogOut';
import { panel } from './AuthPanel.css';

export interface AuthPanelProps {
  /** The tab shown first. */
  defaultTab?: 'login' | 'signup';
}

/**
 * The `/auth` page's content (spec 01 §2 Auth): Log In and Sign Up tabs while signed out; the profile card once
 * signed in (after either form succeeds, or on arrival with a live session).
 */
export function AuthPanel({ defaultTab = 'login' }: AuthPanelProps) {
  const session = useSession();
  const { logOut, pending } = useLogOutAction();

  if (session.isPending) {
    return (
      <div className={panel} role="status" aria-busy="true" aria-label="Checking your session">
        <Skeleton height={320} />
      </div>
    );
  }
  if (session.data) {
    return (
      <div className={panel}>
        <ProfileCard user={session.data} onLogOut={logOut} loggingOut={pending} />
      </div>
    );
  }
  return (
    <Card className={panel} padding="lg">
      <Tabs defaultValue={defaultTab}>
        <TabList aria-label="Account">
          <Tab value="login">Log In</Tab>
          <Tab value="signup">Sign Up</Tab>
        </TabList>
        <TabPanel value="login">
          <LoginForm />
        </TabPanel>
        <TabPanel value="signup">
          <SignupForm />
        </TabPanel>
      </Tabs>
    </Card>
  );
}
