import type { InspirationTrip } from '@farewise/contracts';
import { categoryLabel } from '../../destinations/categoryTone';
import { SectionHeading } from '../../layout/SectionHeading';
import { section, theme, themeCount, themes } from './TripInspiration.css';

/** A travel theme and how many trips Farewise knows for it. */
export interface TripTheme {
  category: InspirationTrip['category'];
  trips: number;
}

/** Trip inspiration's "Travel by theme" buttons with their trip counts (spec 02 §2, §9); the chosen one is pressed. */
export function TripThemes({
  themes: themeList,
  chosen,
  onChoose,
}: {
  themes: readonly TripTheme[];
  chosen: string;
  onChoose: (category: TripTheme['category']) => void;
}) {
  return (
    <section className={section} aria-labelledby="themes-title">
      <SectionHeading id="themes-title" title="Travel by theme" />
      <ul className={themes}>
        {themeList.map(({ category, trips }) => (
          <li key={category}>
            <button
              type="button"
              className={theme}
              aria-pressed={chosen === category}
              onClick={() => onChoose(category)}
            >
              {categoryLabel(category)}
              <span className={themeCount}>{trips} trips</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
