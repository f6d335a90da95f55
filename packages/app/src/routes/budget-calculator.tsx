import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BudgetSearchParams } from '@farewise/contracts';
import { BudgetCalculator, PageHeading, PageSection } from '@farewise/ui';

export const Route = createFileRoute('/budget-calculator')({
  // The inputs are the URL's (`/budget-calculator?destination=Paris&duration=5&travelStyle=luxury`); defaults stay out.
  validateSearch: BudgetSearchParams,
  search: { middlewares: [stripSearchParams(BudgetSearchParams.parse({}))] },
  component: function BudgetCalculatorPage() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <title>Budget calculator — Farewise</title>
        <meta
          name="description"
          content="Estimate a trip's cost: flights, accommodation, food, transport, activities and shopping for your destination, days, travelers and travel style."
        />
        <PageSection as="section" aria-labelledby="budget-calculator-title">
          <PageHeading
            id="budget-calculator-title"
            title="Budget Calculator"
            lead="What a trip costs, category by category, in US dollars: worked out on your device as you type."
          />
          <BudgetCalculator
            inputs={search}
            // Typing replaces the history entry; choosing a style or trip type adds one, so Back undoes it.
            onInputsChange={(next) =>
              void navigate({
                search: next,
                replace: next.travelStyle === search.travelStyle && next.tripType === search.tripType,
              })
            }
          />
        </PageSection>
      </>
    );
  },
});
