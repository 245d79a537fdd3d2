import type { CitizenKind, RecipientSearchPage } from '@cabildo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { recipientsKey } from './keys/recipients.ts';

/** What was searched: the document type and the number as typed (the server normalises it). */
export type RecipientQuery = { kind: CitizenKind; number: string };
/** A keyset page of the results: the server's cursor (none on the first) and the way walked. */
export type RecipientPlace = { cursor?: string; direction: 'next' | 'previous' };

/**
 * One page of the recipient search of /home (`null`: nothing searched yet). Never retried: each
 * search counts against the person's few a minute.
 */
export function useRecipientSearch(query: RecipientQuery | null, place: RecipientPlace) {
  return useQuery({
    queryKey: recipientsKey(query, place),
    enabled: query !== null,
    queryFn: ({ signal }): Promise<RecipientSearchPage> =>
      api.get('/api/recipients/answers', {
        query: {
          kind: query!.kind,
          number: query!.number,
          ...(place.cursor ? { cursor: place.cursor, direction: place.direction } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
