import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { TravelCalendarSearchParams } from '@farewise/contracts';
import { PageHeading, PageSection, TravelCalendar } from '@farewise/ui';

export const Route = createFileRoute('/travel-calendar')({
  // The route and month are the URL's (`/travel-calendar?origin=LAX&destination=FCO&month=2026-05`).
  validateSearch: TravelCalendarSearchParams,
  search: { middlewares: [stripSearchParams(TravelCalendarSearchParams.parse({}))] },
  component: function TravelCalendarPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <title>Travel calendar — Farewise</title>
        <meta
          name="description"
          content="A month-by-month calendar of fares for a route, with the cheapest days marked."
        />
        <PageSection as="section" aria-labelledby="travel-calendar-title">
          <PageHeading
            id="travel-calendar-title"
            title="Travel Calendar"
            lead="Every day's fare for a route, for this month and the next five: green days sit at the bottom of the month's range."
          />
          <TravelCalendar route={search} onRouteChange={(next) => void navigate({ search: next })} />
        </PageSection>
      </>
    );
  },
});
