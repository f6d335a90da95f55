import { Link } from '../../primitives/Link';
import type { NavItem } from '../navItem';
import { item, link, list, nav } from './SubNav.css';
import { useScrollEdges } from '../../primitives/useScrollEdges';

export interface SubNavProps {
  /** Names the navigation landmark, e.g. "Explore". */
  label: string;
  links: readonly NavItem[];
}

/**
 * A page's own navigation row under the shared header (spec 02 §2: destinations, travel deals and popular
 * destinations each name theirs). The link component marks the current page's link with `aria-current="page"`,
 * which underlines it. When the links do not fit (a phone), the row scrolls sideways and fades out at an edge with
 * more links past it.
 */
export function SubNav({ label, links }: SubNavProps) {
  const { ref, moreAtStart, moreAtEnd } = useScrollEdges<HTMLElement>();
  return (
    <nav
      ref={ref}
      aria-label={label}
      className={nav}
      data-more-start={moreAtStart || undefined}
      data-more-end={moreAtEnd || undefined}
    >
      <ul className={list}>
        {links.map((entry) => (
          <li key={entry.href} className={item}>
            <Link href={entry.href} className={link}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
