import { useState } from 'react';
import { InspirationSearchParams, type InspirationTrip } from '@farewise/contracts';
import { SlidersHorizontal, Sparkles, Map } from 'lucide-react';
import { FilteredGrid } from '../../layout/FilteredGrid';
import { useFilterState } from '../../layout/FilteredGrid/useFilterState';
import { SectionHeading } from '../../layout/SectionHeading';
import { Button } from '../../primitives/Button';
import { SearchField } from '../../primitives/SearchField';
import { Link } from '../../primitives/Link';
import { InspirationCard } from '../InspirationCard';
import { InspirationFilters } from '../InspirationFilters';
import { filterTrips, filtersActive, type TripFilter } from '../filterTrips';
import { promo, section, toolbar } from './TripInspiration.css';
import { TripThemes, type TripTheme } from './TripThemes';

export interface TripInspirationProps {
  /** The trip ideas (spec 02 §3: built-in content). */
  trips: readonly InspirationTrip[];
  /** The six themes with their trip counts (spec 02 §9). */
  themes: readonly TripTheme[];
  /** The search text, category, season and budget shown (controlled), e.g. from the URL. */
  filters?: InspirationSearchParams;
  /** Where uncontrolled filters start; none by default. */
  defaultFilters?: InspirationSearchParams;
  /** Called with every change: each keystroke, theme, select and clear. */
  onFiltersChange?: (filters: InspirationSearchParams) => void;
}

const NO_FILTERS = InspirationSearchParams.parse({});
const toParams = ({ query, ...choices }: TripFilter): InspirationSearchParams => ({ q: query, ...choices });
const toFilter = ({ q, ...choices }: InspirationSearchParams): TripFilter => ({ query: q, ...choices });

/**
 * The trip inspiration page's body (spec 02 §2, §9): search, the six themes (choosing one sets the category), the
 * Filters toggle and panel, "Showing X of Y trips", the trip cards, "No trips found" with Clear All Filters, and the
 * promo for AI recommendations and the trip planner.
 */
export function TripInspiration({
  trips,
  themes: themeList,
  filters,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
}: TripInspirationProps) {
  const [params, setParams] = useFilterState({
    value: filters,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
  });
  const filter = toFilter(params);
  const setFilter = (next: TripFilter) => setParams(toParams(next));
  // A link that sets filters opens the panel, so what narrows the list is in view.
  const [panelOpen, setPanelOpen] = useState(() => filtersActive(filter));
  const matches = filterTrips(trips, filter);
  return (
    <>
      <TripThemes
        themes={themeList}
        chosen={filter.category}
        onChoose={(category) => setFilter({ ...filter, category })}
      />
      <section className={section} aria-labelledby="trips-title">
        <SectionHeading id="trips-title" title="Trip ideas" />
        <FilteredGrid
          filters={
            <>
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
            </>
          }
          items={matches}
          count={`Showing ${matches.length} of ${trips.length} trips`}
          empty={{
            title: 'No trips found',
            text: 'Try another search, season or budget.',
            clearLabel: 'Clear All Filters',
            onClear: () => setParams(NO_FILTERS),
          }}
          label="Trip ideas"
          itemKey={(trip) => trip.id}
          renderItem={(trip) => <InspirationCard trip={trip} />}
        />
      </section>
      <aside className={promo} aria-labelledby="promo-title">
        <h2 id="promo-title">Still deciding?</h2>
        <p>Let Farewise match trips to your budget and dates, or build a day-by-day plan of your own.</p>
        <div>
          <Button asChild>
            <Link href="/recommendations">
              <Sparkles size={16} aria-hidden="true" />
              Get AI Recommendations
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/trip-planner">
              <Map size={16} aria-hidden="true" />
              Plan Custom Trip
            </Link>
          </Button>
        </div>
      </aside>
    </>
  );
}
