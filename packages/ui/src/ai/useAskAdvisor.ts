import type { SmartQueryRequest } from '@farewise/contracts';
import { useSmartQuery } from '../api/useAdvisor';
import { useToast } from '../primitives/Toast';

/** The toast for a blank question (spec 01 §5). */
export const QUERY_REQUIRED = {
  title: 'Query Required',
  description: "Please enter a travel question or destination you're curious about.",
  tone: 'critical',
} as const;

/** The toast for a question the advisor could not answer (spec 01 §8). */
export const AI_QUERY_FAILED = {
  title: 'AI Query Failed',
  description: 'Using cached travel data for recommendations',
  tone: 'critical',
} as const;

/**
 * Asks the advisor as the Ask AI tab and the home query box do (spec 01 §2, §5, §8): a blank question is refused
 * with "Query Required" and sends nothing; a failure toasts "AI Query Failed" and keeps the last good answer.
 * `thinking`, `streamed` and `answer` feed `AdvisorAnswer`.
 */
export function useAskAdvisor() {
  const smartQuery = useSmartQuery();
  const { toast } = useToast();
  const ask = (request: SmartQueryRequest) => {
    if (!request.query.trim()) {
      toast(QUERY_REQUIRED);
      return;
    }
    // Only the latest question's failure is told: one aborted by a newer question is not a failure.
    smartQuery.mutate(request, { onError: () => toast(AI_QUERY_FAILED) });
  };
  return { ask, thinking: smartQuery.isPending, streamed: smartQuery.streamed, answer: smartQuery.answer };
}
