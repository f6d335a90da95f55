import type { User } from '@farewise/contracts';
import { formatLongDate } from '../../format';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Link } from '../../primitives/Link';
import { actions, details, heading, term } from './ProfileCard.css';

export interface ProfileCardProps {
  user: User;
  /** Log Out was pressed. */
  onLogOut: () => void;
  /** True while logging out: the button is disabled. */
  loggingOut?: boolean;
}

/**
 * The signed-in profile (spec 01 §2 Auth): username, email, first and last name when given, the date the account
 * was created, Log Out, and Explore Travel Options (to `/`).
 */
export function ProfileCard({ user, onLogOut, loggingOut = false }: ProfileCardProps) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card as="section" aria-labelledby="profile-title" padding="lg">
      <h2 id="profile-title" className={heading}>
        Welcome, {user.firstName ?? user.username}
      </h2>
      <dl className={details}>
        <dt className={term}>Username</dt>
        <dd>{user.username}</dd>
        <dt className={term}>Email</dt>
        <dd>{user.email}</dd>
        {name && (
          <>
            <dt className={term}>Name</dt>
            <dd>{name}</dd>
          </>
        )}
        <dt className={term}>Member since</dt>
        <dd>{formatLongDate(user.createdAt)}</dd>
      </dl>
      <div className={actions}>
        <Button asChild>
          <Link href="/">Explore Travel Options</Link>
        </Button>
        <Button variant="outline" onClick={onLogOut} loading={loggingOut}>
          {loggingOut ? 'Logging out…' : 'Log Out'}
        </Button>
      </div>
    </Card>
  );
}
