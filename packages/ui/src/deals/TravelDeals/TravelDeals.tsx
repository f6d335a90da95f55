import { DealsSearchParams, type Deal } from '@farewise/contracts';
import { AlarmClock, BadgePercent } from 'lucide-react';
import { FilteredGrid } from '../../layout/FilteredGrid';
import { useFilterState } from '../../layout/FilteredGrid/useFilterState';
import { SectionHeading } from '../../layout/SectionHeading';
import { CARD_COLUMNS, Tiles } from '../../layout/Tiles';
import { SearchField } from '../../primitives/SearchField';
import { DealCard } from '../DealCard';
import { DealFilters } from '../DealFilters';
import { FeaturedDealCard } from '../FeaturedDealCard';
import { NewsletterBox } from '../NewsletterBox';
import { filterDeals } from '../dealMath';
import { banner, hero, heroTitle, section, urgentBanner } from './TravelDeals.css';

export interface TravelDealsProps {
  /** The deals on offer (spec 02 §3: built-in content), prices in USD. */
  deals: readonly Deal[];
  /** The search text, region and type shown (controlled), e.g. from the URL's `q`, `region` and `type`. */
  filters?: DealsSearchParams;
  /** Where uncontrolled filters start; none by default. */
  defaultFilters?: DealsSearchParams;
  /** Called with every change: each keystroke, select and Clear Filters. */
  onFiltersChange?: (filters: DealsSearchParams) => void;
}

const NO_FILTERS = DealsSearchParams.parse({});

/**
 * The travel deals page (spec 02 §2, §8, §9): the hero search over title and destination, the "up to 60% off"
 * banner, an Ending Soon banner when any deal is urgent, Featured Deals, the region and type filters, the All Travel
 * Deals (N) grid, "No deals found" with Clear Filters (which resets all three), and the newsletter box.
 */
export function TravelDeals({
  deals,
  filters: filtersProp,
  defaultFilters = NO_FILTERS,
  onFiltersChange,
}: TravelDealsProps) {
  const [filters, setFilters] = useFilterState({
    value: filtersProp,
    defaultValue: defaultFilters,
    onChange: onFiltersChange,
  });
  const matches = filterDeals(deals, { ...filters, query: filters.q });
  const featured = deals.filter((deal) => deal.featured);
  const urgent = deals.filter((deal) => deal.urgent);
  return (
    <>
      <div className={hero}>
        <h1 id="deals-title" className={heroTitle}>
          Travel Deals
        </h1>
        <p>Hand-picked fares, hotels and packages, checked against what the same trip usually costs.</p>
        <SearchField
          label="Search deals"
          placeholder="Search by deal or destination"
          value={filters.q}
          onValueChange={(q) => setFilters({ ...filters, q })}
        />
      </div>
      <p className={banner}>
        <BadgePercent size={20} aria-hidden="true" />
        Save up to 60% off on flights, hotels, packages and experiences
      </p>
      {urgent.length > 0 && (
        <p className={urgentBanner} role="note">
          <AlarmClock size={20} aria-hidden="true" />
          Ending Soon: {urgent.length === 1 ? '1 deal ends' : `${urgent.length} deals end`} in the next few days. Book
          before they’re gone.
        </p>
      )}
      {featured.length > 0 && (
        <section className={section} aria-labelledby="featured-deals">
          <SectionHeading id="featured-deals" title="Featured Deals" />
          <Tiles as="ul" columns={CARD_COLUMNS} space="lg">
            {featured.map((deal) => (
              <li key={deal.id}>
                <FeaturedDealCard deal={deal} />
              </li>
            ))}
          </Tiles>
        </section>
      )}
      <section className={section} aria-labelledby="all-deals">
        <SectionHeading
          id="all-deals"
          title={`All Travel Deals (${matches.length})`}
          action={<DealFilters value={filters} onChange={(choice) => setFilters({ ...filters, ...choice })} />}
        />
        <FilteredGrid
          items={matches}
          empty={{
            title: 'No deals found',
            text: 'Try adjusting your search criteria or browse our featured deals above.',
            onClear: () => setFilters(NO_FILTERS),
          }}
          label="All travel deals"
          itemKey={(deal) => deal.id}
          renderItem={(deal) => <DealCard deal={deal} />}
        />
      </section>
      <NewsletterBox />
    </>
  );
}
