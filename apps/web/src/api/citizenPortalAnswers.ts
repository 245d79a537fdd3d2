import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { citizenRequest } from './citizenPortal.ts';
import { api } from './client.ts';
import { citizenPortalKeys } from './keys/citizen-portal.ts';

/** The citizen's answers sent from the portal, 7 a page. */
export function usePortalAnswers(token: string, page: number) {
  return useQuery({
    queryKey: citizenPortalKeys.answersPage(token, page),
    queryFn: () => api.get('/api/citizen-portal/answers', { query: { page }, ...citizenRequest(token) }),
    placeholderData: keepPreviousData,
  });
}
