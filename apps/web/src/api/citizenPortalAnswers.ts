import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { citizenRequest } from './citizenPortal.ts';
import { api } from './client.ts';
import { queryKeys } from './keys.ts';

/** The citizen's answers sent from the portal, 7 a page. */
export function usePortalAnswers(token: string, page: number) {
  return useQuery({
    queryKey: queryKeys.citizenPortal.answersPage(token, page),
    queryFn: () => api.get('/api/citizen-portal/answers', { query: { page }, ...citizenRequest(token) }),
    placeholderData: keepPreviousData,
  });
}
