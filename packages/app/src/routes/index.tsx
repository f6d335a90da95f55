import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../pages/HomePage';

/** A link's airport: an IATA code or a city name, as text; anything else is ignored. */
const place = (value: unknown) =>
  typeof value === 'string' && value.trim().length >= 2 && value.length <= 64 ? value.trim() : undefined;

export const Route = createFileRoute('/')({
  // `/?origin=JFK&destination=CDG` (a saved search's Search again) starts the search with those airports.
  validateSearch: (search: Record<string, unknown>): { origin?: string; destination?: string } => ({
    origin: place(search.origin),
    destination: place(search.destination),
  }),
  component: function Home() {
    const { origin, destination } = Route.useSearch();
    return <HomePage initialRoute={origin || destination ? { origin, destination } : undefined} />;
  },
});
