import type {
  AnswerUpdated,
  ChangesRequestInputData,
  CitizenRevision,
  CitizenRevisionView,
} from '@cabildo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CITIZEN_SCHEME, citizenRequest } from './citizenPortal.ts';
import { api } from './client.ts';

export type ChangesRequestSent = AnswerUpdated & { messageSent: boolean; emailSent: boolean };

/** Staff ask the answer's citizen for changes; the answer's cached queries are stale afterwards. */
export function useRequestChanges(answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangesRequestInputData) =>
      api<ChangesRequestSent>(`/api/answers/${answerId}/requests-for-changes`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['answers'] }),
  });
}

/** The citizen's answer as it stands and the request waiting, as the token's citizen. */
export function useCitizenRevision(answerId: string, token: string) {
  return useQuery({
    queryKey: ['citizen-portal', 'revision', answerId, token],
    queryFn: () =>
      api<CitizenRevisionView>(`/api/citizen-portal/revisions/${answerId}`, citizenRequest(token)),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The citizen sends the corrections of the flagged items. */
export function useReviseAnswer(answerId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: CitizenRevision) =>
      api<AnswerUpdated>(`/api/citizen-portal/revisions/${answerId}`, {
        ...citizenRequest(token),
        method: 'PUT',
        body: revision,
      }),
    // The citizen's list changes (no revision pending); the page keeps its revision until left.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['citizen-portal', 'answers'] }),
  });
}

/**
 * The files of the citizen's answer as object URLs, read with the token through the revision (an
 * image tag carries no token, and the staff file route is not the citizen's). A file that cannot be
 * read is left out: it keeps its address.
 */
export function useRevisionFiles(answerId: string, fileIds: string[], token: string) {
  return useQuery({
    queryKey: ['citizen-portal', 'revision-files', answerId, token, fileIds],
    queryFn: async () => {
      const urls = new Map<string, string>();
      await Promise.all(
        fileIds.map(async (id) => {
          try {
            const response = await fetch(`/api/citizen-portal/revisions/${answerId}/files/${id}`, {
              headers: { authorization: `${CITIZEN_SCHEME} ${token}` },
            });
            if (response.ok) urls.set(id, URL.createObjectURL(await response.blob()));
          } catch {
            // shown as it was: the page works without the picture
          }
        }),
      );
      return urls;
    },
    enabled: fileIds.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
