import {
  readAnswerPoints,
  type AnswerCount,
  type AnswerFilterQuery,
  type AnswerListFilter,
  type AnswerListPage,
  type AnswerPoints,
} from '@cabildo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** Where a list page starts: a keyset cursor of the server and the way to walk from it. */
export type AnswerListPosition = Pick<AnswerListFilter, 'cursor' | 'direction'>;

/** The filter set as the API's query string (only what is set). */
export function filterQuery(filter: AnswerFilterQuery, position?: AnswerListPosition): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['code', 'author', 'citizenDni', 'date', 'from', 'to'] as const)
    if (filter[key]) params.set(key, filter[key]);
  params.set('state', String(filter.state));
  if (filter.byLastUpdate) params.set('byLastUpdate', 'true');
  if (filter.paymentStatus) params.set('paymentStatus', filter.paymentStatus);
  if (position?.cursor) {
    params.set('cursor', position.cursor);
    params.set('direction', position.direction);
  }
  return params;
}

export function useAnswerList(formId: string, filter: AnswerFilterQuery, position: AnswerListPosition) {
  return useQuery({
    queryKey: ['answers', 'list', formId, filter, position],
    queryFn: () =>
      api<AnswerListPage>(`/api/forms/${formId}/answers?${filterQuery(filter, position).toString()}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * The list's total, asked apart from the page so the table never waits for it. Keyed by the
 * filters only: walking the pages does not count again. No placeholder: another filter's total
 * would be wrong, so the pager says it is counting instead.
 */
export function useAnswerCount(formId: string, filter: AnswerFilterQuery) {
  return useQuery({
    queryKey: ['answers', 'count', formId, filter],
    queryFn: () => api<AnswerCount>(`/api/forms/${formId}/answers/count?${filterQuery(filter).toString()}`),
  });
}

/** The map's answers: the body as it came (the worker indexes its places) and what this thread reads of it. */
export type MapPoints = { body: ArrayBuffer; points: AnswerPoints };

/**
 * The places of every answer the filter finds (only fetched while the map is shown), as one binary
 * body: here only its header is read (count, centre), and the id and code of an answer when it is
 * drawn or opened; the worker decodes the places. The previous filter's data stays while the next
 * loads so the map keeps its centre; its points are not drawn.
 */
export function useAnswerPoints(formId: string, filter: AnswerFilterQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['answers', 'points', formId, filter],
    queryFn: async ({ signal }): Promise<MapPoints> => {
      const body = await api<ArrayBuffer>(
        `/api/forms/${formId}/answers/points?${filterQuery(filter).toString()}`,
        { bytes: true, signal },
      );
      return { body, points: readAnswerPoints(body) };
    },
    enabled,
    placeholderData: keepPreviousData,
    // Not plain data: kept as it came, never compared field by field.
    structuralSharing: false,
  });
}
