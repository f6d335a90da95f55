import type { FlightSearchResponse } from '@farewise/contracts';
import { Alternatives } from '../Alternatives';
import { BestMonthCard } from '../BestMonthCard';
import { FlightList } from '../FlightList';
import { PriceStats } from '../PriceStats';
import { ResultActions } from '../ResultActions';
import { RoutePriceHistory } from '../RoutePriceHistory';
import type { FlightSearchParams } from '../../api/useFlightSearch';
import { aside, heading, layout, main } from './FlightResults.css';

export interface FlightResultsProps {
  results: FlightSearchResponse;
  /** The route searched, such as `NYC-PAR`: its price history, and the advice for the flights' date, are charted under the flights. */
  route: string;
  /** The search these results answer; when given, the results offer to save it and to create a price alert. */
  search?: FlightSearchParams;
}

/**
 * A search's answer (spec 01 §2): save and alert actions, the flights and the route's price history, and beside them the price statistics,
 * best month and alternatives.
 */
export function FlightResults({ results, route, search }: FlightResultsProps) {
  const first = results.flights[0];
  return (
    <section className={layout} aria-label="Search results">
      <h2 className={heading}>
        {first
          ? `Flights ${first.origin} → ${first.destination} · ${results.flights.length} options`
          : 'Search results'}
      </h2>
      <div className={main}>
        {search && <ResultActions search={search} currentPrice={results.priceStats.current} />}
        <FlightList flights={results.flights} />
        <RoutePriceHistory route={route} departureDate={first?.date} />
      </div>
      <div className={aside}>
        <PriceStats stats={results.priceStats} />
        <BestMonthCard recommendation={results.recommendations} />
        <Alternatives alternatives={results.alternatives} />
      </div>
    </section>
  );
}
