import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { FlexibleSearchParams } from '@farewise/contracts';
import { FlexibleSearchPage } from '../pages/FlexibleSearchPage';

export const Route = createFileRoute('/flexible-search')({
  // The search is the URL's (`/flexible-search?destination=CDG&flexibilityLevel=high`): a link, a reload, Back and
  // Forward all show it. Defaults stay out of the URL.
  validateSearch: FlexibleSearchParams,
  search: { middlewares: [stripSearchParams(FlexibleSearchParams.parse({}))] },
  component: function FlexibleSearchRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <FlexibleSearchPage search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
