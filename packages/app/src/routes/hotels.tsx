import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { HotelsSearchParams } from '@farewise/contracts';
import { HotelSearch, PageHeading, PageSection } from '@farewise/ui';

export const Route = createFileRoute('/hotels')({
  // The search, filter and sort are the URL's (`/hotels?destination=Paris&sort=rating`): a link, a reload, Back
  // and Forward all show them. Defaults stay out of the URL.
  validateSearch: HotelsSearchParams,
  search: { middlewares: [stripSearchParams(HotelsSearchParams.parse({}))] },
  component: function HotelsPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <title>Hotels — Farewise</title>
        <meta
          name="description"
          content="Compare hotels for your dates: the nightly rate and the total for your stay, filtered by luxury, budget or business, sorted by price, rating or name."
        />
        <PageSection as="section" aria-labelledby="hotels-title">
          <PageHeading
            id="hotels-title"
            title="Find Hotels"
            lead="Every hotel is priced for your dates: the nightly rate and the total for your whole stay, in US dollars."
          />
          <HotelSearch search={search} onSearch={(next) => void navigate({ search: next })} />
        </PageSection>
      </>
    );
  },
});
