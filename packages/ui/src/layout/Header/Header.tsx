import { useState } from 'react';
import { Bell, Menu } from 'lucide-react';
import { AccountMenu } from '../../account/AccountMenu';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { Popover } from '../../primitives/Popover';
import { BrandMark } from '../BrandMark';
import { ThemeToggle } from '../ThemeToggle';
import type { NavItem } from '../navItem';
import { actions, bar, brandLink, desktopNav, header, linkRow, mobileMenu, mobileNav, navLink } from './Header.css';

interface NavLinksProps {
  links: readonly NavItem[];
  className: string;
  /** Called when a link is followed. */
  onNavigate?: () => void;
}

function NavLinks({ links, className, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={navLink} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface HeaderProps {
  /** The navigation links, in order (spec 01 §2: Home, Dashboard, Flights, Hotels, Trips, AI Insights). */
  links: readonly NavItem[];
}

/**
 * The shared header (spec 01 §2): the product name, the navigation links, Sign In (the user's menu once signed
 * in), the theme toggle and a notifications button. Below 900 px the links move into a menu, which closes when a
 * link is followed (the header stays while the page changes beneath it), on Escape and on a click outside, each
 * time giving focus back to its button. The link component marks the current page's link with `aria-current="page"`,
 * which highlights it.
 */
export function Header({ links }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={header}>
      <div className={bar}>
        <Link href="/" className={brandLink} aria-label="Farewise home">
          <BrandMark />
        </Link>
        <nav aria-label="Main" className={desktopNav}>
          <NavLinks links={links} className={linkRow} />
        </nav>
        <div className={actions}>
          <ThemeToggle />
          <IconButton label="Notifications" icon={<Bell size={20} />} />
          <AccountMenu />
          <span className={mobileMenu}>
            <Popover
              label="Menu"
              modal
              open={menuOpen}
              onOpenChange={setMenuOpen}
              trigger={<IconButton label="Open menu" icon={<Menu size={20} />} />}
            >
              <nav aria-label="Main">
                <NavLinks links={links} className={mobileNav} onNavigate={() => setMenuOpen(false)} />
              </nav>
            </Popover>
          </span>
        </div>
      </div>
    </header>
  );
}
