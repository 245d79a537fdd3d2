import type { AnsweringForm, AnswerSubmission, EmailCopy, OpeningMode, SavedAnswer } from '@cabildo/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { citizenRequest } from './citizenPortal.ts';
import { answeringKeys } from './keys/answering.ts';
import { answersKeys } from './keys/answers.ts';

/** The form to answer, once the server's opening checks passed (spec part 2 §5 "Opening an answer form"). */
export function useAnsweringForm(id: string, mode: OpeningMode) {
  return useQuery({
    queryKey: answeringKeys.formIn(id, mode),
    queryFn: (): Promise<AnsweringForm> =>
      mode === 'citizen-portal'
        ? api.get('/api/citizen-portal/forms/{id}', { path: { id }, ...citizenRequest() })
        : api.get('/api/answering/forms/{id}', { path: { id }, query: { mode } }),
    // The template must not change under the person while answering.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // The citizen portal's page opens the form first (verifying the token), then the answer screen
    // reads the same answer, a refusal included, without asking again.
    ...(mode === 'citizen-portal' ? { retryOnMount: false } : {}),
  });
}

/**
 * The single-answer rule for a chosen citizen. The route has no citizen-portal mode (the portal's
 * citizen is the token's): there the save itself refuses a second answer (ALREADY_ANSWERED).
 */
export const fetchAlreadyAnswered = async (
  formId: string,
  citizenId: string,
  mode: OpeningMode,
): Promise<{ answered: boolean }> =>
  mode === 'citizen-portal'
    ? { answered: false }
    : api.get('/api/answering/forms/{id}/citizens/{citizenId}/answered', {
        path: { id: formId, citizenId },
        query: { mode },
      });

/** A save still unanswered after this long is given up (as a lost connection), so it can go out again. */
export const SUBMIT_TIMEOUT_MS = 30_000;

/** Saves an answer; resending the same clientSubmissionId returns the answer already saved. */
export const submitAnswer = (
  formId: string,
  mode: OpeningMode,
  submission: AnswerSubmission,
): Promise<SavedAnswer> =>
  mode === 'citizen-portal'
    ? api.post('/api/citizen-portal/forms/{id}/answers', {
        ...citizenRequest(),
        path: { id: formId },
        body: submission,
        signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      })
    : api.post('/api/answering/forms/{id}/answers', {
        path: { id: formId },
        query: { mode },
        body: submission,
        signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      });

export const useSendEmailCopy = () =>
  useMutation({
    mutationFn: ({ answerId, copy }: { answerId: string; copy: EmailCopy }) =>
      api.post('/api/answers/{id}/email', { path: { id: answerId }, body: copy }),
  });

export function useAnswerDetail(id: string | undefined) {
  return useQuery({
    queryKey: answersKeys.detail(id),
    queryFn: () => api.get('/api/answers/{id}', { path: { id: id! } }),
    enabled: Boolean(id),
  });
}
