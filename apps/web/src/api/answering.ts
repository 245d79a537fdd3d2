import type {
  AnswerDetail,
  AnsweringForm,
  AnswerSubmission,
  EmailCopy,
  OpeningMode,
  SavedAnswer,
} from '@cabildo/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { citizenRequest } from './citizenPortal.ts';

/** The form to answer, once the server's opening checks passed (spec part 2 §5 "Opening an answer form"). */
export function useAnsweringForm(id: string, mode: OpeningMode) {
  return useQuery({
    queryKey: ['answering', 'form', id, mode],
    queryFn: () =>
      mode === 'citizen-portal'
        ? api<AnsweringForm>(`/api/citizen-portal/forms/${id}`, citizenRequest())
        : api<AnsweringForm>(`/api/answering/forms/${id}?mode=${mode}`),
    // The template must not change under the person while answering.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // The citizen portal's page opens the form first (verifying the token), then the answer screen
    // reads the same answer, a refusal included, without asking again.
    ...(mode === 'citizen-portal' ? { retryOnMount: false } : {}),
  });
}

/** The single-answer rule for a chosen citizen. */
export const fetchAlreadyAnswered = (formId: string, citizenId: string, mode: OpeningMode) =>
  api<{ answered: boolean }>(
    `/api/answering/forms/${formId}/citizens/${encodeURIComponent(citizenId)}/answered?mode=${mode}`,
  );

/** A save still unanswered after this long is given up (as a lost connection), so it can go out again. */
export const SUBMIT_TIMEOUT_MS = 30_000;

/** Saves an answer; resending the same clientSubmissionId returns the answer already saved. */
export const submitAnswer = (formId: string, mode: OpeningMode, submission: AnswerSubmission) =>
  mode === 'citizen-portal'
    ? api<SavedAnswer>(`/api/citizen-portal/forms/${formId}/answers`, {
        ...citizenRequest(),
        method: 'POST',
        body: submission,
        signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      })
    : api<SavedAnswer>(`/api/answering/forms/${formId}/answers?mode=${mode}`, {
        method: 'POST',
        body: submission,
        signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
      });

export const useSendEmailCopy = () =>
  useMutation({
    mutationFn: ({ answerId, copy }: { answerId: string; copy: EmailCopy }) =>
      api<void>(`/api/answers/${answerId}/email`, { method: 'POST', body: copy }),
  });

export function useAnswerDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['answers', 'detail', id],
    queryFn: () => api<AnswerDetail>(`/api/answers/${id}`),
    enabled: Boolean(id),
  });
}
