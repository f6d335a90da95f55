import type { AdvisorSource, PriceHistoryResponse } from '@farewise/contracts';
import { formatUsd } from '../planner/formatUsd';
import { longDate, type AdvisorAnswer, type RouteFacts } from './offlineAnswer';

const VERDICTS: Record<PriceHistoryResponse['verdict'], string> = {
  low: 'low right now, below',
  typical: 'typical right now, within',
  high: 'high right now, above',
};

/**
 * "Is now a good time to buy" (AI issue), from a route's price history (`GET /api/price-history/{route}`, the chart
 * under the flight search's results): today's verdict against the past year's typical range [1], and the buy/wait
 * advice with its confidence for the departure the history was asked about [2]. Both sources link the flight
 * search, the page that charts them. USD per person.
 */
export function historyAnswer(
  origin: RouteFacts['origin'],
  destination: RouteFacts['destination'],
  history: Pick<PriceHistoryResponse, 'typicalRange' | 'verdict' | 'advice'>,
): AdvisorAnswer {
  const route = `${origin.name} → ${destination.name}`;
  const href = `/?origin=${origin.code}&destination=${destination.code}`;
  const { typicalRange, verdict, advice } = history;
  const range = `${formatUsd(typicalRange.low)}–${formatUsd(typicalRange.high)}`;
  const confidence = `${Math.round(advice.confidence)}%`;
  const departure = longDate(advice.departureDate);
  const sources: AdvisorSource[] = [
    {
      id: 1,
      kind: 'price-history',
      label: `Typical fare range ${route} over the past year, per person; today's fares are ${verdict}`,
      value: range,
      href,
    },
    {
      id: 2,
      kind: 'price-history',
      label: `Buy or wait: the forecast for a ${route} departure on ${departure}`,
      value: `${advice.action === 'buy' ? 'Buy now' : 'Wait'}, ${confidence} confidence`,
      href,
    },
  ];
  const action =
    advice.action === 'buy' ? 'buy now' : 'wait, as fares for that day are expected to fall before it leaves';
  const response =
    `Fares ${route} are ${VERDICTS[verdict]} the past year's typical range of ${range} [1]. ` +
    `For a departure on ${departure}, our forecast says ${action} (${confidence} confidence) [2].`;
  return { response, sources };
}
