import { endpoints, type QuestionnaireAnswers, type QuestionnaireRecommendation } from '@farewise/contracts';
import { useApiClient } from './FarewiseProvider';
import { useApiQuery } from './useApiQuery';

/**
 * `GET /api/questionnaire/5?preferences={json}` (spec 01 §7): destinations ranked for the five answers. Runs only
 * once `answers` is given (the traveller pressed Get Recommendations); never stale, no retry (spec 01 §7).
 */
export function useQuestionnaireRecommendations(answers: QuestionnaireAnswers | undefined) {
  const client = useApiClient();
  const preferences = answers && JSON.stringify(answers);
  return useApiQuery<QuestionnaireRecommendation[]>({
    queryKey: [buildKey(), { preferences }],
    queryFn: async ({ signal }) => {
      const answer = await client.call('questionnaire', { params: { step: '5' }, query: { preferences } }, { signal });
      return answer.recommendations;
    },
    enabled: preferences !== undefined,
  });
}

const buildKey = () => endpoints.questionnaire.path.replace(':step', '5');
