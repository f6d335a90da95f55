import { ChevronDown, UserRound } from 'lucide-react';
import { useSession } from '../../api/useAccount';
import { Button } from '../../primitives/Button';
import { Popover } from '../../primitives/Popover';
import { Link } from '../../primitives/Link';
import { useLogOutAction } from '../useLogOut';
import { menu, menuItem, username } from './AccountMenu.css';

/**
 * The header's account control: Sign In (to `/auth`) while signed out or still checking, and once signed in a
 * menu named after the user with Dashboard, Price Alerts, Profile and Log Out. A long username is cut on the button;
 * on a phone the button shows the icon alone (its accessible name still says whose account it is).
 */
export function AccountMenu() {
  const session = useSession();
  const { logOut, pending } = useLogOutAction();
  const user = session.data;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link href="/auth">Sign In</Link>
      </Button>
    );
  }
  return (
    <Popover
      label="Account"
      trigger={
        <Button size="sm" variant="soft" aria-label={`Account: ${user.username}`}>
          <UserRound size={16} aria-hidden />
          <span className={username}>{user.username}</span>
          <ChevronDown size={14} aria-hidden />
        </Button>
      }
    >
      <ul className={menu}>
        <li>
          <Link href="/dashboard" className={menuItem}>
            Dashboard
          </Link>
        </li>
        <li>
          <Link href="/price-alerts" className={menuItem}>
            Price Alerts
          </Link>
        </li>
        <li>
          <Link href="/auth" className={menuItem}>
            Profile
          </Link>
        </li>
        <li>
          <button type="button" className={menuItem} onClick={logOut} disabled={pending}>
            Log Out
          </button>
        </li>
      </ul>
    </Popover>
  );
}
