import type { OwnAnswersPosition } from '@cabildo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, apiUrl } from './client.ts';
import { ownAnswersKeys } from './keys/own-answers.ts';

/** Without an event stream (old browsers, a proxy that drops it) the page asks again this often. */
const FALLBACK_REFETCH_MS = 15_000;

const ownAnswersKey = ownAnswersKeys.ofForm;

/**
 * One page of the signed-in person's answers of a form. It stays live: the server's `saved`
 * event (another answer of this form saved by the person, on any device) refetches it.
 */
export function useOwnAnswers(formId: string, position: OwnAnswersPosition) {
  const live = useOwnAnswerEvents(formId);
  return useQuery({
    queryKey: ownAnswersKeys.page(formId, position),
    queryFn: () =>
      api.get('/api/forms/{id}/answers/mine', {
        path: { id: formId },
        query: position.cursor ? { cursor: position.cursor, direction: position.direction } : {},
      }),
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
    const events = new EventSource(
      apiUrl('get', '/api/forms/{id}/answers/mine/events', { path: { id: formId } }),
    );
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
