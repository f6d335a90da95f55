import { Link } from '@tanstack/react-router';
import { link, list, nav } from './SubNav.css';

export interface SubNavLink {
  to: string;
  label: string;
}

export interface SubNavProps {
  /** Names the navigation landmark, e.g. "Explore". */
  label: string;
  links: readonly SubNavLink[];
}

/**
 * A page's own navigation row under the shared header (spec 02 §2: destinations, travel deals and popular
 * destinations each name theirs). The current page's link is marked with `aria-current="page"`.
 */
export function SubNav({ label, links }: SubNavProps) {
  return (
    <nav aria-label={label} className={nav}>
      <ul className={list}>
        {links.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={link} activeOptions={{ exact: true }}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
