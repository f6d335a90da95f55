import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { InspirationTrip } from '@farewise/contracts';
import { SlidersHorizontal, Sparkles, Map } from 'lucide-react';
import { categoryLabel } from '../../destinations/categoryTone';
import { EmptyState } from '../../layout/EmptyState';
import { SectionHeading } from '../../layout/SectionHeading';
import { cardGrid, resultCount } from '../../layout/section.css';
import { Button } from '../../primitives/Button';
import { SearchField } from '../../primitives/SearchField';
import { InspirationCard } from '../InspirationCard';
import { InspirationFilters } from '../InspirationFilters';
import { NO_TRIP_FILTER, filterTrips, type TripFilter } from '../filterTrips';
import { promo, section, theme, themeCount, themes, toolbar } from './TripInspiration.css';

/** A travel theme and how many trips Farewise knows for it. */
export interface TripTheme {
  category: InspirationTrip['category'];
  trips: number;
}

export interface TripInspirationProps {
  /** The trip ideas (spec 02 §3: built-in content). */
  trips: readonly InspirationTrip[];
  /** The six themes with their trip counts (spec 02 §9). */
  themes: readonly TripTheme[];
}

/**
 * The trip inspiration page's body (spec 02 §2, §9): search, the six themes (choosing one sets the category), the
 * Filters toggle and panel, "Showing X of Y trips", the trip cards, "No trips found" with Clear All Filters, and the
 * promo for AI recommendations and the trip planner.
 */
export function TripInspiration({ trips, themes: themeList }: TripInspirationProps) {
  const [filter, setFilter] = useState<TripFilter>(NO_TRIP_FILTER);
  const [panelOpen, setPanelOpen] = useState(false);
  const matches = filterTrips(trips, filter);
  return (
    <>
      <section className={section} aria-labelledby="themes-title">
        <SectionHeading id="themes-title" title="Travel by theme" />
        <ul className={themes}>
          {themeList.map(({ category, trips: tripCount }) => (
            <li key={category}>
              <button
                type="button"
                className={theme}
                aria-pressed={filter.category === category}
                onClick={() => setFilter({ ...filter, category })}
              >
                {categoryLabel(category)}
                <span className={themeCount}>{tripCount} trips</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className={section} aria-labelledby="trips-title">
        <SectionHeading id="trips-title" title="Trip ideas" />
        <div className={toolbar}>
          <SearchField
            label="Search trips"
            placeholder="Search by place, country or interest"
            value={filter.query}
            onValueChange={(query) => setFilter({ ...filter, query })}
          />
          <Button
            variant="outline"
            aria-expanded={panelOpen}
            aria-controls="trip-filters"
            onClick={() => setPanelOpen(!panelOpen)}
          >
            <SlidersHorizontal size={16} aria-hidden="true" />
            Filters
          </Button>
        </div>
        {panelOpen && <InspirationFilters id="trip-filters" value={filter} onChange={setFilter} />}
        <p className={resultCount} aria-live="polite">
          Showing {matches.length} of {trips.length} trips
        </p>
        {matches.length === 0 ? (
          <EmptyState
            title="No trips found"
            text="Try another search, season or budget."
            action={<Button onClick={() => setFilter(NO_TRIP_FILTER)}>Clear All Filters</Button>}
          />
        ) : (
          <ul className={cardGrid} aria-label="Trip ideas">
            {matches.map((trip) => (
              <li key={trip.id}>
                <InspirationCard trip={trip} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <aside className={promo} aria-labelledby="promo-title">
        <h2 id="promo-title">Still deciding?</h2>
        <p>Let Farewise match trips to your budget and dates, or build a day-by-day plan of your own.</p>
        <div>
          <Button asChild>
            <Link to="/recommendations">
              <Sparkles size={16} aria-hidden="true" />
              Get AI Recommendations
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/trip-planner">
              <Map size={16} aria-hidden="true" />
              Plan Custom Trip
            </Link>
          </Button>
        </div>
      </aside>
    </>
  );
}
