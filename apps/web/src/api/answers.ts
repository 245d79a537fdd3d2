import {
  readAnswerPoints,
  type AnswerCount,
  type AnswerFilterQuery,
  type AnswerListFilter,
  type AnswerListPage,
  type AnswerPoints,
} from '@cabildo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiBytes, apiUrl } from './client.ts';
import { answersKeys } from './keys/answers.ts';

/** Where a list page starts: a keyset cursor of the server and the way to walk from it. */
export type AnswerListPosition = Pick<AnswerListFilter, 'cursor' | 'direction'>;

/** The filter set as the URL's query string (only what is set): the list page's address. */
export function filterQuery(filter: AnswerFilterQuery, position?: AnswerListPosition): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterParams(filter, position)))
    if (value !== undefined) params.set(key, String(value));
  return params;
}

/** The filter set as the API's query (only what is set). */
function filterParams(filter: AnswerFilterQuery, position?: AnswerListPosition) {
  return {
    code: filter.code || undefined,
    author: filter.author || undefined,
    citizenDni: filter.citizenDni || undefined,
    date: filter.date || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    state: filter.state,
    byLastUpdate: filter.byLastUpdate ? ('true' as const) : undefined,
    paymentStatus: filter.paymentStatus || undefined,
    ...(position?.cursor ? { cursor: position.cursor, direction: position.direction } : {}),
  };
}

/** The spreadsheet export's address (streamed by the export button), with its query as the list filters make it. */
export const answersExportUrl = (formId: string, query: URLSearchParams) =>
  `${apiUrl('get', '/api/forms/{id}/answers/export', { path: { id: formId } })}?${query.toString()}`;

export function useAnswerList(formId: string, filter: AnswerFilterQuery, position: AnswerListPosition) {
  return useQuery({
    queryKey: answersKeys.list(formId, filter, position),
    queryFn: (): Promise<AnswerListPage> =>
      api.get('/api/forms/{id}/answers', { path: { id: formId }, query: filterParams(filter, position) }),
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
    queryKey: answersKeys.count(formId, filter),
    queryFn: (): Promise<AnswerCount> =>
      api.get('/api/forms/{id}/answers/count', { path: { id: formId }, query: filterParams(filter) }),
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
    queryKey: answersKeys.points(formId, filter),
    queryFn: async ({ signal }): Promise<MapPoints> => {
      const body = await apiBytes('/api/forms/{id}/answers/points', {
        path: { id: formId },
        query: filterParams(filter),
        signal,
      });
      return { body, points: readAnswerPoints(body) };
    },
    enabled,
    placeholderData: keepPreviousData,
    // Not plain data: kept as it came, never compared field by field.
    structuralSharing: false,
  });
}
