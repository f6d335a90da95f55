import type { FlightSearchResponse } from '@farewise/contracts';
import { Alternatives } from '../Alternatives';
import { BestMonthCard } from '../BestMonthCard';
import { FlightList } from '../FlightList';
import { PriceStats } from '../PriceStats';
import { RoutePriceHistory } from '../RoutePriceHistory';
import { aside, heading, layout, main } from './FlightResults.css';

export interface FlightResultsProps {
  results: FlightSearchResponse;
  /** The route searched, such as `NYC-PAR`: its price history, and the advice for the flights' date, are charted under the flights. */
  route: string;
}

/**
 * A search's answer (spec 01 §2): the flights and the route's price history, and beside them the price statistics,
 * best month and alternatives.
 */
export function FlightResults({ results, route }: FlightResultsProps) {
  const first = results.flights[0];
  return (
    <section className={layout} aria-label="Search results">
      <h2 className={heading}>
        {first
          ? `Flights ${first.origin} → ${first.destination} · ${results.flights.length} options`
          : 'Search results'}
      </h2>
      <div className={main}>
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
