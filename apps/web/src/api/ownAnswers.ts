import type { OwnAnswersPage, OwnAnswersPosition } from '@cabildo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './client.ts';

/** Without an event stream (old browsers, a proxy that drops it) the page asks again this often. */
const FALLBACK_REFETCH_MS = 15_000;

const ownAnswersKey = (formId: string) => ['ownAnswers', formId] as const;

/**
 * One page of the signed-in person's answers of a form. It stays live: the server's `saved`
 * event (another answer of this form saved by the person, on any device) refetches it.
 */
export function useOwnAnswers(formId: string, position: OwnAnswersPosition) {
  const live = useOwnAnswerEvents(formId);
  return useQuery({
    queryKey: [...ownAnswersKey(formId), position],
    queryFn: () => {
      const params = new URLSearchParams();
      if (position.cursor) {
        params.set('cursor', position.cursor);
        params.set('direction', position.direction);
      }
      const query = params.toString();
      return api<OwnAnswersPage>(`/api/forms/${formId}/answers/mine${query ? `?${query}` : ''}`);
    },
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : FALLBACK_REFETCH_MS,
  });
}

/** Listens to the form's own-answers events; false when the browser has no EventSource. */
function useOwnAnswerEvents(formId: string): boolean {
  const queryClient = useQueryClient();
  const live = typeof EventSource !== 'undefined';
  useEffect(() => {
    if (!live || !formId) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ownAnswersKey(formId) });
    const events = new EventSource(`/api/forms/${formId}/answers/mine/events`);
    events.addEventListener('saved', refetch);
    // After a dropped connection the browser reconnects by itself; saves meanwhile were missed.
    let connected = false;
    events.addEventListener('open', () => {
      if (connected) refetch();
      connected = true;
    });
    return () => events.close();
  }, [live, formId, queryClient]);
  return live;
}
