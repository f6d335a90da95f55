import type { PriceHistoryResponse, RiskSetting } from '@farewise/contracts';
import { Area, AreaChart, CartesianGrid, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Column, Columns } from '../../layout/Columns';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import type { Tone } from '../../primitives/tone';
import { formatWholeUsd, TRIP_TYPE } from '../../format';
import { BookingAdvice } from '../BookingAdvice';
import { vars } from '../../theme/contract.css';
import { chart, summary } from './PriceHistoryChart.css';
import { monthTicks } from './monthTicks';

/** Months between the x-axis labels: five or so across 15 months, which fit a phone's width. */
const TICK_MONTHS = 3;

type Verdict = PriceHistoryResponse['verdict'];
type Action = PriceHistoryResponse['advice']['action'];

/**
 * Today's fare against the past year, worded to agree with the buy/wait advice beside it: a fare can be low for the
 * year and still expected to fall before the trip, so "low" alone next to "wait" would read as a contradiction.
 */
const VERDICT: Record<Verdict, Record<Action, { label: string; tone: Tone }>> = {
  low: {
    buy: { label: 'Low price today', tone: 'positive' },
    wait: { label: 'Low, but likely to drop', tone: 'info' },
  },
  typical: {
    buy: { label: 'Typical price today', tone: 'info' },
    wait: { label: 'Typical, likely to drop', tone: 'info' },
  },
  high: {
    buy: { label: 'High, and likely to rise', tone: 'caution' },
    wait: { label: 'High price today', tone: 'critical' },
  },
};

export interface PriceHistoryChartProps {
  history: PriceHistoryResponse;
  /** Called with the risk setting the traveller picks for the advice (see `BookingAdvice`). */
  onRiskChange?: (risk: RiskSetting) => void;
  /** The setting the traveller chose (see `BookingAdvice`). */
  risk?: RiskSetting;
  /** A new setting's advice is loading. */
  pending?: boolean;
}

/**
 * A route's price history (issue "flight search"): the lowest one-way fare a day over the past year and the 90-day
 * forecast, the typical range shaded, today's fare judged low, typical or high against it in words that agree with
 * the buy/wait advice, and that advice with its risk setting (see `BookingAdvice`). Fares in whole USD: no spec sets this chart's rounding.
 */
export function PriceHistoryChart({ history, risk, onRiskChange, pending }: PriceHistoryChartProps) {
  const today = history.points.filter((p) => p.source !== 'forecast').at(-1);
  const verdict = VERDICT[history.verdict][history.advice.action];
  const data = history.points.map((p) => ({
    date: p.date,
    past: p.source === 'forecast' ? undefined : p.price,
    forecast: p.source === 'forecast' || p.date === today?.date ? p.price : undefined,
  }));
  const titleId = `history-${history.route}`;
  return (
    <Card as="section" variant="outlined" aria-labelledby={titleId}>
      <Columns space="sm" alignY="center">
        <Column>
          <h3 id={titleId}>Price history {history.route.replace('-', ' → ')}</h3>
        </Column>
        <Column width="content">
          <Badge tone={verdict.tone}>{verdict.label}</Badge>
        </Column>
      </Columns>
      <p className={summary}>
        Today {today ? formatWholeUsd(today.price) : '—'} {TRIP_TYPE.oneWay} · typical{' '}
        {formatWholeUsd(history.typicalRange.low)}–{formatWholeUsd(history.typicalRange.high)}
      </p>
      <BookingAdvice advice={history.advice} risk={risk} onRiskChange={onRiskChange} pending={pending} />
      <div
        className={chart}
        role="img"
        aria-label={`Lowest one-way fare a day for ${history.route} over the past year and the next 90 days`}
      >
        <ResponsiveContainer width="100%" height={220}>
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={vars.color.border} strokeDasharray="3 3" vertical={false} />
            <ReferenceArea
              y1={history.typicalRange.low}
              y2={history.typicalRange.high}
              fill={vars.color.infoSubtle}
              fillOpacity={0.6}
            />
            <XAxis
              dataKey="date"
              ticks={monthTicks(
                data.map((d) => d.date),
                TICK_MONTHS,
              )}
              interval={0}
              tickFormatter={(d: string) => d.slice(5, 7) + '/' + d.slice(2, 4)}
              stroke={vars.color.textMuted}
              fontSize={12}
            />
            <YAxis
              width={56}
              tickFormatter={(v: number) => `$${Math.round(v)}`}
              stroke={vars.color.textMuted}
              fontSize={12}
              domain={['auto', 'auto']}
            />
            <Tooltip formatter={(value) => formatWholeUsd(Number(value))} />
            <Area
              type="monotone"
              dataKey="past"
              name="Lowest fare"
              stroke={vars.color.primary}
              fill={vars.color.primarySubtle}
              isAnimationActive={false}
              dot={false}
            />
            <Area
              type="monotone"
              dataKey="forecast"
              name="Forecast"
              stroke={vars.color.accent}
              strokeDasharray="5 4"
              fill="none"
              isAnimationActive={false}
              dot={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
