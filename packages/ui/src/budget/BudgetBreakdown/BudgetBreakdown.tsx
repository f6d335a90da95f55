import { BedDouble, Bus, Check, Plane, ShoppingBag, Ticket, Utensils, type LucideIcon } from 'lucide-react';
import {
  BUDGET_STYLE_LEVELS,
  BUDGET_TYPICAL_SHARES,
  type BudgetCategory,
  type BudgetCategoryName,
  type BudgetInput,
  type BudgetLevel,
} from '@farewise/contracts';
import { formatUsd } from '../../format';
import { Box } from '../../layout/Box';
import { Column, Columns } from '../../layout/Columns';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Badge } from '../../primitives/Badge';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { CATEGORY_LABELS, LEVEL_LABELS } from '../budgetLabels';

const ICONS: Record<BudgetCategoryName, LucideIcon> = {
  flights: Plane,
  accommodation: BedDouble,
  food: Utensils,
  transport: Bus,
  activities: Ticket,
  shopping: ShoppingBag,
};
const LEVELS: readonly BudgetLevel[] = ['low', 'medium', 'high'];

export interface BudgetBreakdownProps {
  /** The estimate's categories (spec 02 §3): amounts in USD, shares in percent, suggestions in USD per person. */
  categories: readonly BudgetCategory[];
  /** The travel style, whose suggestion level is marked as the one counted. */
  travelStyle: BudgetInput['travelStyle'];
}

/**
 * The budget by category (spec 02 §2, §9): each category's amount in USD, its share of the total beside the typical
 * split, and its low, medium and high suggestions per person (flights per trip, the rest per day) with the travel
 * style's level marked.
 */
export function BudgetBreakdown({ categories, travelStyle }: BudgetBreakdownProps) {
  const counted = BUDGET_STYLE_LEVELS[travelStyle];
  return (
    <Stack as="ul" space="md" dividers aria-label="Budget by category">
      {categories.map((category) => {
        const Icon = ICONS[category.name];
        const { label, per } = CATEGORY_LABELS[category.name];
        return (
          <li key={category.name}>
            <Stack space="xs">
              <Columns space="sm" alignY="center">
                <Column>
                  <Inline space="xs" alignY="center">
                    <Icon size={18} aria-hidden="true" />
                    <Box as="h4" fontSize="md" fontWeight="semibold">
                      {label}
                    </Box>
                  </Inline>
                </Column>
                <Column width="content">
                  <Box as="p" fontSize="lg" fontWeight="bold">
                    {formatUsd(category.amount)}
                  </Box>
                </Column>
              </Columns>
              <Box as="p" fontSize="sm" color="textMuted">
                {category.percentage.toFixed(1)}% of the total · typical {BUDGET_TYPICAL_SHARES[category.name]}%
              </Box>
              <Inline space="xs" alignY="center">
                <Box as="span" fontSize="sm" color="textMuted">
                  Suggested {per}:
                </Box>
                {LEVELS.map((level) => (
                  <Badge key={level} tone={level === counted ? 'info' : 'neutral'}>
                    {level === counted && <Check size={12} aria-hidden="true" />}
                    {LEVEL_LABELS[level]} {formatUsd(category.suggestions[level])}
                    {level === counted && <VisuallyHidden> (your travel style)</VisuallyHidden>}
                  </Badge>
                ))}
              </Inline>
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}
