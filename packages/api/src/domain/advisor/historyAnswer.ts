import type { PriceHistoryResponse } from '@farewise/contracts';
import type { AdvisorAnswer, RouteFacts } from './offlineAnswer';
import { historySources, longDate, numbered } from './sources';

const VERDICTS: Record<PriceHistoryResponse['verdict'], string> = {
  low: 'low right now, below',
  typical: 'typical right now, within',
  high: 'high right now, above',
};

/**
 * "Is now a good time to buy" (AI issue), from a route's price history (`GET /api/price-history/{route}`, the chart
 * under the flight search's results): today's verdict against the past year's typical range [1], and the buy/wait
 * advice with the chance that waiting pays off for the departure the history was asked about [2] (see `historySources`). USD per
 * person.
 */
export function historyAnswer(
  origin: RouteFacts['origin'],
  destination: RouteFacts['destination'],
  history: Pick<PriceHistoryResponse, 'typicalRange' | 'verdict' | 'advice'>,
): AdvisorAnswer {
  const sources = numbered(historySources(origin, destination, history));
  const { verdict, advice } = history;
  const chance = `${advice.waitChance}% chance waiting pays off`;
  const action =
    advice.action === 'buy' ? 'buy now' : 'wait, as fares for that day are expected to fall before it leaves';
  const response =
    `Fares ${origin.name} → ${destination.name} are ${VERDICTS[verdict]} the past year's typical range of ${sources[0]!.value} [1]. ` +
    `For a departure on ${longDate(advice.departureDate)}, our forecast says ${action} (${chance}) [2].`;
  return { response, sources };
}
