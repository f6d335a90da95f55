import { Link } from '../../primitives/Link';
import type { NavItem } from '../navItem';
import { link, list, nav } from './SubNav.css';

export interface SubNavProps {
  /** Names the navigation landmark, e.g. "Explore". */
  label: string;
  links: readonly NavItem[];
}

/**
 * A page's own navigation row under the shared header (spec 02 §2: destinations, travel deals and popular
 * destinations each name theirs). The link component marks the current page's link with `aria-current="page"`,
 * which underlines it.
 */
export function SubNav({ label, links }: SubNavProps) {
  return (
    <nav aria-label={label} className={nav}>
      <ul className={list}>
        {links.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={link}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
