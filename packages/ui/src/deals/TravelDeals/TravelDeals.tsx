import { useState } from 'react';
import type { Deal } from '@farewise/contracts';
import { AlarmClock, BadgePercent } from 'lucide-react';
import { EmptyState } from '../../layout/EmptyState';
import { SectionHeading } from '../../layout/SectionHeading';
import { cardGrid } from '../../layout/section.css';
import { Button } from '../../primitives/Button';
import { SearchField } from '../../primitives/SearchField';
import { DealCard } from '../DealCard';
import { DealFilters } from '../DealFilters';
import { FeaturedDealCard } from '../FeaturedDealCard';
import { NewsletterBox } from '../NewsletterBox';
import { NO_DEAL_FILTER, filterDeals, type DealFilter } from '../dealMath';
import { banner, hero, heroTitle, section, urgentBanner } from './TravelDeals.css';

export interface TravelDealsProps {
  /** The deals on offer (spec 02 §3: built-in content), prices in USD. */
  deals: readonly Deal[];
}

/**
 * The travel deals page (spec 02 §2, §8, §9): the hero search over title and destination, the "up to 60% off"
 * banner, an Ending Soon banner when any deal is urgent, Featured Deals, the region and type filters, the All Travel
 * Deals (N) grid, "No deals found" with Clear Filters (which resets all three), and the newsletter box.
 */
export function TravelDeals({ deals }: TravelDealsProps) {
  const [filter, setFilter] = useState<DealFilter>(NO_DEAL_FILTER);
  const matches = filterDeals(deals, filter);
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
          value={filter.query}
          onValueChange={(query) => setFilter({ ...filter, query })}
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
          <ul className={cardGrid}>
            {featured.map((deal) => (
              <li key={deal.id}>
                <FeaturedDealCard deal={deal} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={section} aria-labelledby="all-deals">
        <SectionHeading
          id="all-deals"
          title={`All Travel Deals (${matches.length})`}
          action={<DealFilters value={filter} onChange={setFilter} />}
        />
        {matches.length === 0 ? (
          <EmptyState
            title="No deals found"
            text="Try adjusting your search criteria or browse our featured deals above."
            action={<Button onClick={() => setFilter(NO_DEAL_FILTER)}>Clear Filters</Button>}
          />
        ) : (
          <ul className={cardGrid} aria-label="All travel deals">
            {matches.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewsletterBox />
    </>
  );
}
