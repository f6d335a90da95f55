import { useCallback, useRef } from 'react';
import { ChevronDown, UserRound } from 'lucide-react';
import { useSession } from '../../api/useAccount';
import { Button } from '../../primitives/Button';
import { BareButton } from '../../primitives/Button/Button';
import { Popover } from '../../primitives/Popover';
import { Link } from '../../primitives/Link';
import { useLogOutAction } from '../useLogOut';
import { menu, menuItem, username } from './AccountMenu.css';

/**
 * The header's account control: Sign In (to `/auth`) while signed out or still checking, and once signed in a
 * menu named after the user with Dashboard, Price Alerts, Profile and Log Out. A long username is cut on the button;
 * on a phone the button shows the icon alone (its accessible name still says whose account it is). Log Out keeps
 * focus while it works (`aria-disabled`, not `disabled`, which would drop focus to the page), and once signed out
 * focus moves to Sign In, in place of the menu that held it, unless the user has moved it elsewhere meanwhile.
 */
export function AccountMenu() {
  const session = useSession();
  const { logOut, pending } = useLogOutAction();
  const logOutStartedHere = useRef(false);
  const signInRef = useCallback((link: HTMLAnchorElement | null) => {
    if (!link || !logOutStartedHere.current) return;
    logOutStartedHere.current = false;
    // Focus was lost with the menu only if it is on the page itself; a field the user went to keeps it.
    if (!document.activeElement || document.activeElement === document.body) link.focus();
  }, []);
  const user = session.data;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link href="/auth" ref={signInRef}>
          Sign In
        </Link>
      </Button>
    );
  }
  const onLogOut = () => {
    logOutStartedHere.current = true;
    logOut();
  };
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
          <BareButton className={menuItem} busy={pending} onClick={onLogOut}>
            Log Out
          </BareButton>
        </li>
      </ul>
    </Popover>
  );
}
