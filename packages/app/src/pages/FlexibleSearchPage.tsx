import type { FlexibleFlightOption, FlexibleSearchParams } from '@farewise/contracts';
import { Button, FlexibleSearch, Link, PageHeading, PageSection, useStatus } from '@farewise/ui';

/** Book in live mode: the home flight search for the option's outbound day, which lists the live provider's offers. */
const liveOffers = (option: FlexibleFlightOption) =>
  `/?${new URLSearchParams({
    origin: option.origin,
    destination: option.destination,
    flexibleDates: 'specific-dates',
    departureDate: option.departureDate,
  })}`;

/**
 * /flexible-search (spec 01 §2), the header's "Flights": Back to Search, links to AI recommendations and the
 * dashboard, and the flexible-date search showing `search` (the URL's), reporting each new one to `onSearch`.
 */
export function FlexibleSearchPage({
  search,
  onSearch,
}: {
  search: FlexibleSearchParams;
  onSearch: (search: FlexibleSearchParams) => void;
}) {
  const status = useStatus();
  return (
    <>
      <title>Flexible dates — Farewise</title>
      <meta
        name="description"
        content="Find the cheapest days to fly in a month: a price calendar, flexible date options with their savings, and a side-by-side comparison."
      />
      <PageSection as="section" aria-labelledby="flexible-title">
        <nav aria-label="Flexible search" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <Button asChild variant="ghost">
            <Link href="/">
              <span aria-hidden="true">←</span> Back to Search
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/recommendations">AI Recommendations</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/dashboard">Dashboard</Link>
          </Button>
        </nav>
        <PageHeading
          id="flexible-title"
          title="Flexible Date Search"
          lead="Shift your dates a little and pay less: every option below is priced for your trip, with what it saves against the typical fare."
        />
        <FlexibleSearch
          search={search}
          onSearch={onSearch}
          bookingHref={status.data?.flights.configured ? liveOffers : undefined}
        />
      </PageSection>
    </>
  );
}
