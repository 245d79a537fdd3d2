import type { AuditFilter } from '@cabildo/domain';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api, apiFile } from './client.ts';
import { auditKeys } from './keys/audit.ts';

/** The audit trail's API (apps/server/src/modules/audit/routes.ts). */

/** The viewer's filter as the page keeps it: every field a string, '' for none. */
export type AuditFilterForm = { [K in keyof Required<AuditFilter>]: string };

const query = (filter: AuditFilterForm) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) as Partial<AuditFilterForm>;

/** The trail newest first, a page at a time ("load more" asks for the next cursor). */
export function useAuditTrail(filter: AuditFilterForm) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam }) => api.get('/api/audit', { query: { ...query(filter), cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One record's history (an answer's, a user's), newest first. */
export function useAuditHistory(subject: 'respuesta' | 'usuario', subjectId: string) {
  return useInfiniteQuery({
    queryKey: auditKeys.history(subject, subjectId),
    queryFn: ({ pageParam }) =>
      api.get('/api/audit/history', { query: { subject, subjectId, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The filtered trail as a CSV file. */
export const downloadAuditCsv = (filter: AuditFilterForm) =>
  apiFile('get', '/api/audit/export', 'auditoria.csv', { query: query(filter) });

/** Recomputes the hash chains (admin). */
export function useVerifyAudit() {
  return useMutation({ mutationFn: () => api.post('/api/audit/verify', { body: {} }) });
}
