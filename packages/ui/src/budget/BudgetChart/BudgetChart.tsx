import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BUDGET_TYPICAL_SHARES, type BudgetCategory } from '@farewise/contracts';
import { vars } from '../../theme/contract.css';
import { CATEGORY_LABELS } from '../budgetLabels';
import { chart } from './BudgetChart.css';

export interface BudgetChartProps {
  /** The estimate's categories (spec 02 §3); their `percentage` is drawn. */
  categories: readonly BudgetCategory[];
}

/**
 * The budget's split as a bar chart (spec 02 §2 breakdown): each category's share of the total in percent beside
 * the typical split (spec 02 §9's 30/25/20/10/10/5). Screen readers get the same figures as the chart's label.
 */
export function BudgetChart({ categories }: BudgetChartProps) {
  const data = categories.map((category) => ({
    label: CATEGORY_LABELS[category.name].label,
    share: category.percentage,
    typical: BUDGET_TYPICAL_SHARES[category.name],
  }));
  const described = data.map((row) => `${row.label} ${row.share.toFixed(1)}% (typical ${row.typical}%)`).join(', ');
  return (
    <div
      className={chart}
      role="img"
      aria-label={`Share of the budget by category against the typical split: ${described}`}
    >
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }} barGap={2}>
          <CartesianGrid stroke={vars.color.border} strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" unit="%" stroke={vars.color.textMuted} fontSize={12} allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={104} stroke={vars.color.textMuted} fontSize={12} />
          <Tooltip formatter={(value) => `${Number(value).toFixed(1)}%`} />
          <Legend />
          <Bar dataKey="share" name="This trip" fill={vars.color.primary} isAnimationActive={false} />
          <Bar dataKey="typical" name="Typical split" fill={vars.color.accent} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
