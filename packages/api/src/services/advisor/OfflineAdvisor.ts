import type { SmartQueryRequest, SmartQueryResponse } from '@farewise/contracts';
import { wordGroups } from '../../domain/advisor/textDeltas';
import type { AdvisorService } from '../AdvisorService';
import type { Advisor, AnswerOptions } from './Advisor';

/**
 * The offline advisor as an {@link Advisor} (AI issue: the default, no model, no network): the {@link AdvisorService}'s
 * answer, its text streamed in groups of a few words before it resolves. Source: spec 01 §3 smart query, AI issue.
 */
export class OfflineAdvisor implements Advisor {
  constructor(private readonly service: AdvisorService) {}

  /**
   * The offline answer (USD figures, each cited `[n]` from its sources), its text given to `onDelta` in word groups.
   * @throws DomainError as {@link AdvisorService.answer} does; the signal's reason when `signal` has aborted.
   */
  async answer(request: SmartQueryRequest, { onDelta, signal }: AnswerOptions = {}): Promise<SmartQueryResponse> {
    const answer = await this.service.answer(request);
    signal?.throwIfAborted();
    if (onDelta) for (const piece of wordGroups(answer.response)) onDelta(piece);
    return answer;
  }
}
