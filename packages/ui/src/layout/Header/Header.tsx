import { Link } from '@tanstack/react-router';
import { Bell, Menu } from 'lucide-react';
import { AccountMenu } from '../../account/AccountMenu';
import { IconButton } from '../../primitives/IconButton';
import { Popover } from '../../primitives/Popover';
import { BrandMark } from '../BrandMark';
import { ThemeToggle } from '../ThemeToggle';
import { headerLinks } from '../navigation';
import { actions, bar, brandLink, desktopNav, header, linkRow, mobileMenu, mobileNav, navLink } from './Header.css';

function NavLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {headerLinks.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className={navLink}
            activeOptions={{ exact: link.to === '/' }}
            activeProps={{ 'aria-current': 'page' }}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The shared header (spec 01 §2): the product name, the navigation links, Sign In (the user's menu once signed
 * in), the theme toggle and a notifications button. Below 900 px the links move into a menu.
 */
export function Header() {
  return (
    <header className={header}>
      <div className={bar}>
        <Link to="/" className={brandLink} aria-label="Farewise home">
          <BrandMark />
        </Link>
        <nav aria-label="Main" className={desktopNav}>
          <NavLinks className={linkRow} />
        </nav>
        <div className={actions}>
          <ThemeToggle />
          <IconButton label="Notifications" icon={<Bell size={20} />} />
          <AccountMenu />
          <span className={mobileMenu}>
            <Popover label="Menu" trigger={<IconButton label="Open menu" icon={<Menu size={20} />} />}>
              <nav aria-label="Main">
                <NavLinks className={mobileNav} />
              </nav>
            </Popover>
          </span>
        </div>
      </div>
    </header>
  );
}
