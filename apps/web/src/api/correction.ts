import type { AnswerCompletionInput, AnswerCorrectionInput, CorrectedAnswers } from '@cabildo/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SUBMIT_TIMEOUT_MS } from './answering.ts';
import { api } from './client.ts';
import { answersKeys } from './keys/answers.ts';
import { ownAnswersKeys } from './keys/own-answers.ts';

/**
 * The answers and place with the earlier supervisor edits applied: where a correction starts.
 * Read once per visit: the screen must not change under the person correcting.
 */
export function useCorrectedAnswers(answerId: string) {
  return useQuery({
    queryKey: answersKeys.corrected(answerId),
    queryFn: (): Promise<CorrectedAnswers> =>
      api.get('/api/answers/{id}/corrected', { path: { id: answerId } }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** After a change every cached answers query (detail, corrected, lists, map, own answers) is stale. */
const afterChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: answersKeys.all }),
    queryClient.invalidateQueries({ queryKey: ownAnswersKeys.all }),
  ]);

/**
 * Staff correction: the differences become a supervisor edit. 409 NO_CHANGES when nothing
 * differs; a resend with the same clientSubmissionId is recognised.
 */
export function useCorrectAnswer(answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: AnswerCorrectionInput) =>
      api.put('/api/answers/{id}/correction', {
        path: { id: answerId },
        body: correction,
        signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      }),
    onSuccess: () => afterChange(queryClient),
  });
}

/** Edit answer: fills unanswered questions and blank staff signatures, optionally moves the state. */
export function useCompleteAnswer(answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completion: AnswerCompletionInput) =>
      api.put('/api/answers/{id}/completion', {
        path: { id: answerId },
        body: completion,
        signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      }),
    onSuccess: () => afterChange(queryClient),
  });
}
