import { useState } from 'react';
import { FLIGHTS_SHOWN_FIRST, type Flight } from '@farewise/contracts';
import { Button } from '../../primitives/Button';
import { FlightCard } from '../FlightCard';
import { list } from './FlightList.css';

export interface FlightListProps {
  flights: readonly Flight[];
}

/**
 * Search results (spec 01 §2): the first 5 flights, "View N more flights" to show all, "Show fewer options" to
 * collapse. The first is labelled Best Match.
 */
export function FlightList({ flights }: FlightListProps) {
  const [expanded, setExpanded] = useState(false);
  if (flights.length === 0) {
    return <p role="status">No flights found for this route and date. Try other dates or a nearby airport.</p>;
  }
  const hidden = flights.length - FLIGHTS_SHOWN_FIRST;
  const shown = expanded ? flights : flights.slice(0, FLIGHTS_SHOWN_FIRST);
  return (
    <div>
      <ol className={list} aria-label={`${flights.length} flights`}>
        {shown.map((flight, index) => (
          <li key={flight.id}>
            <FlightCard flight={flight} bestMatch={index === 0} />
          </li>
        ))}
      </ol>
      {hidden > 0 && (
        <Button variant="outline" fullWidth aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Show fewer options' : `View ${hidden} more flights`}
        </Button>
      )}
    </div>
  );
}
