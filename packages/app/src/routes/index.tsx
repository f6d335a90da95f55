import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { HomeSearchParams } from '@farewise/contracts';
import { HomePage } from '../pages/HomePage';

export const Route = createFileRoute('/')({
  // Home's flight search is the URL's (`/?origin=JFK&destination=Paris&travelers=2-adults`, a saved search's
  // Search again too): a link, a reload, Back and Forward all show that search. Defaults stay out of the URL.
  validateSearch: HomeSearchParams,
  search: { middlewares: [stripSearchParams(HomeSearchParams.parse({}))] },
  component: function Home() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    // A submitted search is a new history entry, so Back returns to the previous one.
    return <HomePage search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});
