import type { AnswerUpdated, ChangesRequestInputData, CitizenRevision } from '@cabildo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CITIZEN_SCHEME, citizenRequest } from './citizenPortal.ts';
import { api, apiUrl } from './client.ts';
import { answersKeys } from './keys/answers.ts';
import { citizenPortalKeys } from './keys/citizen-portal.ts';

export type ChangesRequestSent = AnswerUpdated & { messageSent: boolean; emailSent: boolean };

/** Staff ask the answer's citizen for changes; the answer's cached queries are stale afterwards. */
export function useRequestChanges(answerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangesRequestInputData) =>
      api.post('/api/answers/{id}/requests-for-changes', { path: { id: answerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: answersKeys.all }),
  });
}

/** The citizen's answer as it stands and the request waiting, as the token's citizen. */
export function useCitizenRevision(answerId: string, token: string) {
  return useQuery({
    queryKey: citizenPortalKeys.revision(answerId, token),
    queryFn: () =>
      api.get('/api/citizen-portal/revisions/{id}', { path: { id: answerId }, ...citizenRequest(token) }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The citizen sends the corrections of the flagged items. */
export function useReviseAnswer(answerId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: CitizenRevision): Promise<AnswerUpdated> =>
      api.put('/api/citizen-portal/revisions/{id}', {
        ...citizenRequest(token),
        path: { id: answerId },
        body: revision,
      }),
    // The citizen's list changes (no revision pending); the page keeps its revision until left.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: citizenPortalKeys.answers }),
  });
}

/**
 * The files of the citizen's answer as object URLs, read with the token through the revision (an
 * image tag carries no token, and the staff file route is not the citizen's). A file that cannot be
 * read is left out: it keeps its address.
 */
export function useRevisionFiles(answerId: string, fileIds: string[], token: string) {
  return useQuery({
    queryKey: citizenPortalKeys.revisionFiles(answerId, token, fileIds),
    queryFn: async () => {
      const urls = new Map<string, string>();
      await Promise.all(
        fileIds.map(async (id) => {
          try {
            const url = apiUrl('get', '/api/citizen-portal/revisions/{id}/files/{fileId}', {
              path: { id: answerId, fileId: id },
            });
            const response = await fetch(url, {
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
