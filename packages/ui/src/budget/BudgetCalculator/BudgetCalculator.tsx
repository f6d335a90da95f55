import { lazy, useId } from 'react';
import { Download } from 'lucide-react';
import { BUDGET_DEFAULTS, calculateBudget, destinationMultiplier, type BudgetInput } from '@farewise/contracts';
import { plural } from '../../format';
import { Box } from '../../layout/Box';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { useFilterState } from '../../layout/FilteredGrid/useFilterState';
import { SectionHeading } from '../../layout/SectionHeading';
import { Stack } from '../../layout/Stack';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { ClientSuspense } from '../../ssr/ClientSuspense';
import { BudgetBreakdown } from '../BudgetBreakdown';
import { BudgetForm } from '../BudgetForm';
import { BudgetSummary } from '../BudgetSummary';
import { SaveBudgetDialog } from '../SaveBudgetDialog';
import { costLevelTone, STYLE_LABELS, TRIP_TYPE_LABELS } from '../budgetLabels';
import { downloadBudget } from '../budgetExport';

// The chart library is the page's heaviest part and sits below the inputs: load it with the first chart.
const BudgetChart = lazy(() =>
  import('../BudgetChart/BudgetChart').then((module) => ({ default: module.BudgetChart })),
);

export interface BudgetCalculatorProps {
  /** The inputs shown (controlled), e.g. from the URL's search params; duration in days, travelers a head count. */
  inputs?: BudgetInput;
  /** Where uncontrolled inputs start: a week for two, mid-range, leisure, no destination by default. */
  defaultInputs?: BudgetInput;
  /** Called with every change of the inputs, counts already clamped to 1–90 days and 1–20 travelers. */
  onInputsChange?: (inputs: BudgetInput) => void;
}

/**
 * The travel budget calculator (spec 02 §2, §3, §5, §9): destination, duration, travelers, trip type and travel
 * style in; out, the total, per person and daily average, a chart of each category's share against the typical
 * split, and the breakdown with amounts and low/medium/high suggestions, all in USD and computed on the device by
 * the contracts' `calculateBudget` (no server call). Export JSON downloads the calculator state (spec 02 §3) as
 * `farewise-budget-<destination>.json`; Save as trip budget sets a trip's budget and split from the estimate.
 */
export function BudgetCalculator({
  inputs: inputsProp,
  defaultInputs = BUDGET_DEFAULTS,
  onInputsChange,
}: BudgetCalculatorProps) {
  const [inputs, setInputs] = useFilterState({
    value: inputsProp,
    defaultValue: defaultInputs,
    onChange: onInputsChange,
  });
  const estimate = calculateBudget(inputs);
  const multiplier = destinationMultiplier(estimate.destination);
  const ids = useId();
  return (
    <Stack space="xxl">
      <Card as="section" variant="outlined" aria-labelledby={`${ids}-trip`}>
        <Stack space="lg">
          <Box as="h2" id={`${ids}-trip`} fontSize="xl" fontWeight="bold">
            Your trip
          </Box>
          <BudgetForm inputs={inputs} onInputsChange={setInputs} />
        </Stack>
      </Card>
      <section aria-labelledby={`${ids}-estimate`}>
        <SectionHeading
          id={`${ids}-estimate`}
          title="Your estimate"
          lead={
            <>
              {[
                estimate.destination || 'Anywhere',
                plural(estimate.duration, 'day'),
                plural(estimate.travelers, 'traveler'),
                STYLE_LABELS[estimate.travelStyle],
                TRIP_TYPE_LABELS[estimate.tripType],
              ].join(' · ')}{' '}
              <Badge tone={costLevelTone(multiplier)}>Prices ×{multiplier.toFixed(1)}</Badge>
            </>
          }
          action={
            <Inline space="sm" alignY="top">
              <Button variant="outline" onClick={() => downloadBudget(estimate)}>
                <Download size={18} aria-hidden="true" />
                Export JSON
              </Button>
              <SaveBudgetDialog estimate={estimate} />
            </Inline>
          }
        />
        <Stack space="lg">
          <BudgetSummary estimate={estimate} />
          <Columns space="lg" collapseBelow="desktop">
            <Column>
              <Card as="section" variant="outlined" aria-labelledby={`${ids}-chart`}>
                <Stack space="md">
                  <Box as="h3" id={`${ids}-chart`} fontSize="lg" fontWeight="semibold">
                    Share of the budget
                  </Box>
                  <ClientSuspense fallback={<Skeleton height={300} />}>
                    <BudgetChart categories={estimate.categories} />
                  </ClientSuspense>
                </Stack>
              </Card>
            </Column>
            <Column>
              <Card as="section" variant="outlined" aria-labelledby={`${ids}-breakdown`}>
                <Stack space="md">
                  <Box as="h3" id={`${ids}-breakdown`} fontSize="lg" fontWeight="semibold">
                    Breakdown
                  </Box>
                  <BudgetBreakdown categories={estimate.categories} travelStyle={estimate.travelStyle} />
                </Stack>
              </Card>
            </Column>
          </Columns>
        </Stack>
      </section>
    </Stack>
  );
}
