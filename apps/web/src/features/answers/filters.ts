import { ALL_STATES, answerFilterQuerySchema, type AnswerFilterQuery } from '@cabildo/domain';
import { filterQuery } from '../../api/answers.ts';
import type { PagePlace } from '../../components/KeysetPager.tsx';

/** What the filter panel edits: the filter set plus whether the dates are one day or a range. */
export type FilterDraft = AnswerFilterQuery & { dateMode: 'day' | 'range' };
export type FilterField = 'code' | 'author' | 'citizenDni' | 'date' | 'from' | 'to';
/** Catalogue keys of the domain schema's messages, by field. */
export type FilterErrors = Partial<Record<FilterField, string>>;

export const EMPTY_FILTER: AnswerFilterQuery = answerFilterQuerySchema.parse({});

/**
 * The filters live in the URL (same names as the API) so back/forward and reload keep them.
 * A hand-edited query the schema refuses falls back to no filter.
 */
export function filterFromSearch(search: URLSearchParams): AnswerFilterQuery {
  // The paging fields of the URL are not filters: the schema leaves them out.
  const parsed = answerFilterQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : EMPTY_FILTER;
}

/** The page in the URL: the cursor handed back by the server, the way to walk and the page number. */
export function placeFromSearch(search: URLSearchParams): PagePlace {
  const cursor = search.get('cursor') ?? undefined;
  const page = Number(search.get('page'));
  return {
    cursor,
    direction: search.get('direction') === 'previous' ? 'previous' : 'next',
    // Without a cursor the list is on its first page whatever the URL says.
    page: cursor && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a filter set and a page (defaults left out, so a clean list has a clean URL). */
export function toSearch(filter: AnswerFilterQuery, place?: PagePlace): URLSearchParams {
  const search = filterQuery(filter, place);
  if (filter.state === ALL_STATES) search.delete('state');
  if (place?.cursor && place.page > 1) search.set('page', String(place.page));
  return search;
}

export function draftOf(filter: AnswerFilterQuery): FilterDraft {
  return { ...filter, dateMode: filter.from || filter.to ? 'range' : 'day' };
}

/** Checks the draft with the shared schema: the trimmed filter set, or the message of each field. */
export function validateDraft(
  draft: FilterDraft,
): { filter: AnswerFilterQuery; errors: null } | { filter: null; errors: FilterErrors } {
  const { dateMode, ...values } = draft;
  const parsed = answerFilterQuerySchema.safeParse({
    ...values,
    date: dateMode === 'day' ? values.date : '',
    from: dateMode === 'range' ? values.from : '',
    to: dateMode === 'range' ? values.to : '',
  });
  if (parsed.success) return { filter: parsed.data, errors: null };
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FilterField;
    errors[field] ??= issue.message;
  }
  return { filter: null, errors };
}
