import type { BudgetEstimate } from '@farewise/contracts';
import { formatUsd, plural } from '../../format';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { Tiles } from '../../layout/Tiles';
import { Card } from '../../primitives/Card';

export interface BudgetSummaryProps {
  estimate: Pick<BudgetEstimate, 'total' | 'perPerson' | 'dailyAverage' | 'duration' | 'travelers'>;
}

/** The estimate's three totals in USD (spec 02 §2): the whole trip, per traveler and per day, each saying how. */
export function BudgetSummary({ estimate }: BudgetSummaryProps) {
  const days = plural(estimate.duration, 'day');
  const travelers = plural(estimate.travelers, 'traveler');
  const figures = [
    { label: 'Total budget', amount: estimate.total, how: `${days} for ${travelers}` },
    { label: 'Per person', amount: estimate.perPerson, how: `Total ÷ ${travelers}` },
    { label: 'Daily average', amount: estimate.dailyAverage, how: `Total ÷ ${days}, flights included` },
  ];
  return (
    <Tiles columns={{ mobile: 1, tablet: 3 }} space="md">
      {figures.map((figure) => (
        <Card key={figure.label} variant="muted" padding="md">
          <Stack space="xxs">
            <Box as="p" fontSize="sm" fontWeight="semibold" color="textMuted">
              {figure.label}
            </Box>
            <Box as="p" fontSize="xl" fontWeight="bold">
              {formatUsd(figure.amount)}
            </Box>
            <Box as="p" fontSize="sm" color="textMuted">
              {figure.how}
            </Box>
          </Stack>
        </Card>
      ))}
    </Tiles>
  );
}
