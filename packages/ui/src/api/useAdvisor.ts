import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  buildPath,
  endpoints,
  FRESH_FOR_MS,
  type AiRecommendation,
  type SmartQueryRequest,
  type SmartQueryResponse,
  type User,
} from '@farewise/contracts';
import { SESSION_KEY, useSession } from './useAccount';
import { useApiClient } from './FarewiseProvider';
import { streamSmartQuery } from './smartQueryStream';
import { endpointQueryKey } from './serverAnswers';
import { useApiQuery } from './useApiQuery';

/** Whose recommendations: a signed-in user's id, or `guest` for the general cards everyone gets. */
export type RecommendationsFor = number | 'guest';

/** Whose recommendations to show: the signed-in user's, `guest` when signed out, undefined while that is unknown. */
export function useRecommendationsViewer(): RecommendationsFor | undefined {
  const session = useSession();
  return session.isPending ? undefined : (session.data?.id ?? 'guest');
}

/**
 * `GET /api/ai/recommendations/{userId}` (spec 01 §7): the recommendation cards, fresh for 5 minutes (spec 01 §9);
 * `refetch()` asks again at once (Refresh AI). Prices and savings are USD per person.
 * @throws ApiError (as the query's error): 401 signed out, 403 for another user's id.
 */
export function useRecommendations(userId: RecommendationsFor | undefined) {
  const client = useApiClient();
  return useApiQuery<AiRecommendation[]>({
    queryKey: endpointQueryKey('aiRecommendations', { userId: userId ?? 'guest' }),
    queryFn: ({ signal }) => client.call('aiRecommendations', { params: { userId: userId! } }, { signal }),
    enabled: userId !== undefined,
    staleTime: FRESH_FOR_MS,
  });
}

/**
 * Asks the AI travel advisor (`POST /api/ai/smart-query`, spec 01 §3) and reads its answer as it streams:
 * `streamed` is the text written so far, `answer` the last complete answer, kept through a later failure (spec 01
 * §8: the last good answer stays). A new question aborts the one still streaming, and so does unmounting.
 */
export function useSmartQuery() {
  const client = useApiClient();
  const [streamed, setStreamed] = useState<string | null>(null);
  const [answer, setAnswer] = useState<SmartQueryResponse | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const mutation = useMutation<SmartQueryResponse, Error, SmartQueryRequest>({
    mutationFn: (body) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setStreamed(null);
      return streamSmartQuery(client, body, setStreamed, controller.signal);
    },
    onSuccess: setAnswer,
    onSettled: () => setStreamed(null),
  });
  return { ...mutation, streamed, answer };
}

/**
 * Save on a recommendation card (AI issue): a route, timing or deal card becomes a saved search of its IATA route
 * (`POST /api/saved-searches`); a destination card adds its destination to the user's favourite destinations
 * (`PATCH /api/users/{id}`). The user is given with each save, since Save may sign them in first.
 * @throws ApiError (as the mutation's error) when the API refuses; Error for a card with nothing to save.
 */
export function useSaveRecommendation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { card: AiRecommendation; user: User }>({
    mutationFn: async ({ card, user: owner }) => {
      if (card.route) {
        const saved = await client.call('createSavedSearch', {
          body: { name: card.title.slice(0, 80), ...card.route },
        });
        await queryClient.invalidateQueries({
          queryKey: [buildPath(endpoints.savedSearches.path, { id: owner.id })],
        });
        return saved;
      }
      if (card.type !== 'destination') throw new Error('This recommendation has no route to save');
      const favourites = owner.preferences.favoriteDestinations;
      if (favourites.includes(card.destination)) return owner;
      const updated = await client.call('updateUser', {
        params: { id: owner.id },
        body: { preferences: { favoriteDestinations: [...favourites, card.destination] } },
      });
      queryClient.setQueryData(SESSION_KEY, updated);
      return updated;
    },
  });
}
