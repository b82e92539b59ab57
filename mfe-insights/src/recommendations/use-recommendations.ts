/**
 * Server state of recommendations: GET /investments/recommendations (one list, or every list
 * with getAllLists=true), refetched every 5 minutes; a failed call is an error the screens show
 * ('Failed to load recommendations'), never made-up sample recommendations (issue 14); and status
 * changes through PATCH.
 */
import type { Recommendation, RecommendationStatus, RecommendationsResponse } from '@folio/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { listKeys, recommendationKeys } from '../keys.ts';

/** core.md section 9: recommendations refetch every 300000 ms. */
export const RECOMMENDATIONS_REFETCH_MS = 300_000;

export async function fetchRecommendations(listId: string | null): Promise<RecommendationsResponse> {
  return api.insights.recommendations(listId ? { listId } : { getAllLists: true });
}

export function useRecommendations(listId: string | null, enabled = true) {
  return useQuery({
    queryKey: recommendationKeys.list(listId),
    queryFn: () => fetchRecommendations(listId),
    refetchInterval: RECOMMENDATIONS_REFETCH_MS,
    enabled,
  });
}

export function useLists(enabled = true) {
  return useQuery({ queryKey: listKeys.all, queryFn: api.lists.all, enabled });
}

type Snapshot = Array<[QueryKey, RecommendationsResponse | undefined]>;

export interface StatusChange {
  id: string;
  status: Extract<RecommendationStatus, 'DONE' | 'DELETED'>;
}

function withStatus(answer: RecommendationsResponse | undefined, change: StatusChange): RecommendationsResponse | undefined {
  if (!answer) return answer;
  const recommendations = answer.recommendations.map((item: Recommendation) =>
    item.id === change.id ? { ...item, status: change.status } : item,
  );
  return { ...answer, recommendations };
}

/**
 * Done and Delete: the change shows at once in every cached answer, is rolled back if the server
 * refuses (a failure is only logged, dashboard-news-tools.md section 8), and every
 * recommendation query is refreshed afterwards.
 */
export function useRecommendationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => api.insights.setRecommendationStatus(change.id, { status: change.status }),
    onMutate: async (change): Promise<{ snapshot: Snapshot }> => {
      await client.cancelQueries({ queryKey: recommendationKeys.lists });
      const snapshot = client.getQueriesData<RecommendationsResponse>({ queryKey: recommendationKeys.lists });
      client.setQueriesData<RecommendationsResponse>({ queryKey: recommendationKeys.lists }, (answer) => withStatus(answer, change));
      return { snapshot };
    },
    onError: (error, change, context) => {
      console.error(`Failed to mark recommendation ${change.id} ${change.status}`, error);
      for (const [key, answer] of context?.snapshot ?? []) client.setQueryData(key, answer);
    },
    onSettled: () => client.invalidateQueries({ queryKey: recommendationKeys.all }),
  });
}
