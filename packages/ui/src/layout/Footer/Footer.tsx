import { useNow } from '../../clock/ClockProvider';
import { Link } from '../../primitives/Link';
import { BrandMark } from '../BrandMark';
import type { NavItem } from '../navItem';
import { blurb, bottom, column, columnTitle, footer, grid, link, list, social, socialIcon } from './Footer.css';

const socials = ['Twitter', 'Facebook', 'Instagram'] as const;

/** The copyright line of spec 01 §1, with the current year. */
export function copyrightLine(year: number): string {
  return `© ${year} Farewise. All rights reserved. Built with ❤️ for smart travelers.`;
}

/** A titled column of footer links, a navigation landmark named by its title. */
export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

export interface FooterProps {
  /** The link columns, in order (spec 01 §2: Discover, Tools, Support). */
  columns: readonly FooterColumn[];
}

/**
 * The shared footer (spec 01 §1–§2): the product blurb, the link columns, the social accounts and the
 * copyright line.
 */
export function Footer({ columns }: FooterProps) {
  const year = useNow().getFullYear();
  return (
    <footer className={footer}>
      <div className={grid}>
        <div className={column}>
          <p>
            <BrandMark />
          </p>
          <p className={blurb}>
            Making travel more affordable through smart price discovery and AI-powered recommendations. Follow price
            trends, catch travel deals, find trip inspiration, and plan with the smart trip planner, price alerts, the
            travel calendar and the budget calculator.
          </p>
          <ul className={social} aria-label="Social media">
            {socials.map((name) => (
              <li key={name} className={socialIcon}>
                {name}
              </li>
            ))}
          </ul>
        </div>
        {columns.map((col) => (
          <nav key={col.title} className={column} aria-labelledby={`footer-${col.title}`}>
            <h2 id={`footer-${col.title}`} className={columnTitle}>
              {col.title}
            </h2>
            <ul className={list}>
              {col.links.map((item) => (
                <li key={item.label}>
                  <Link href={item.href} className={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={bottom}>{copyrightLine(year)}</p>
    </footer>
  );
}
