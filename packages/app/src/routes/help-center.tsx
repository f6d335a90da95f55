import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { HelpSearchParams } from '@farewise/contracts';
import { HelpCenter, PageSection, SubNav } from '@farewise/ui';
import { destinationsNavLinks } from '../navigation';
import { faqs, guides } from '../content/help';

/** /help-center (spec 02 §2 Help center). */
function HelpCenterPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  // Typing replaces the history entry; choosing a tab or category adds one, so Back undoes it.
  return (
    <>
      <title>Help center — Farewise</title>
      <meta
        name="description"
        content="Answers about searching fares, price alerts, forecasts, trips and your account, and how to reach us."
      />
      <PageSection as="section" aria-labelledby="help-title">
        <SubNav label="Explore" links={destinationsNavLinks} />
        <HelpCenter
          faqs={faqs}
          guides={guides}
          filters={filters}
          onFiltersChange={(next) => void navigate({ search: next, replace: next.q !== filters.q })}
        />
      </PageSection>
    </>
  );
}

export const Route = createFileRoute('/help-center')({
  validateSearch: HelpSearchParams,
  search: { middlewares: [stripSearchParams(HelpSearchParams.parse({}))] },
  component: HelpCenterPage,
});
