import { Link } from '@tanstack/react-router';
import { useNow } from '../../clock/ClockProvider';
import { BrandMark } from '../BrandMark';
import { footerColumns } from '../navigation';
import { blurb, bottom, column, columnTitle, footer, grid, link, list, social, socialIcon } from './Footer.css';

const socials = ['Twitter', 'Facebook', 'Instagram'] as const;

/** The copyright line of spec 01 §1, with the current year. */
export function copyrightLine(year: number): string {
  return `© ${year} Farewise. All rights reserved. Built with ❤️ for smart travelers.`;
}

/**
 * The shared footer (spec 01 §1–§2): the product blurb, Discover / Tools / Support links, the social
 * accounts and the copyright line.
 */
export function Footer() {
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
        {footerColumns.map((col) => (
          <nav key={col.title} className={column} aria-labelledby={`footer-${col.title}`}>
            <h2 id={`footer-${col.title}`} className={columnTitle}>
              {col.title}
            </h2>
            <ul className={list}>
              {col.links.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} hash={'hash' in item ? item.hash : undefined} className={link}>
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
