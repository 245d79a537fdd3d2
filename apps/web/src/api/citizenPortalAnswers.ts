import type { PortalAnswersPage } from '@cabildo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { citizenRequest } from './citizenPortal.ts';
import { api } from './client.ts';

/** The citizen's answers sent from the portal, 7 a page. */
export function usePortalAnswers(token: string, page: number) {
  return useQuery({
    queryKey: ['citizen-portal', 'answers', token, page],
    queryFn: () => api<PortalAnswersPage>(`/api/citizen-portal/answers?page=${page}`, citizenRequest(token)),
    placeholderData: keepPreviousData,
  });
}
