import type { AnswerDetail, AnswerState } from '@cabildo/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { answersKeys } from './keys/answers.ts';

export type StateChangeResult = { state: AnswerState; updatedAt: string };

const detailKey = answersKeys.detail;

/** Every cached answers query but this answer's own detail (lists, map points of its form). */
const invalidateLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: answersKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail',
  });

/** Moves an answer along one of its current state's transitions (spec part 3 §4). */
export function useChangeAnswerState(answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stateId: number) =>
      api.put('/api/answers/{id}/state', { path: { id: answerId }, body: { stateId } }),
    onSuccess: async ({ state, updatedAt }) => {
      queryClient.setQueryData<AnswerDetail>(
        detailKey(answerId),
        (detail) => detail && { ...detail, updatedAt, document: { ...detail.document, state, updatedAt } },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: detailKey(answerId) }),
        invalidateLists(queryClient),
      ]);
    },
  });
}

/**
 * Deletes an answer. Its own detail stays cached until the page has left (refetching it while the
 * view is still mounted would flash "not found").
 */
export function useDeleteAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: string) => api.delete('/api/answers/{id}', { path: { id: answerId } }),
    onSuccess: () => invalidateLists(queryClient),
  });
}
