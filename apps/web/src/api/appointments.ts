import type { AgendaList, BookingRedirect } from '@cabildo/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** The booking system's agendas (procedure type 2) for the municipality of a form's main area. */
export function useAgendas(areaId: string | null) {
  return useQuery({
    queryKey: ['appointments', 'agendas', areaId],
    queryFn: () => api<AgendaList>(`/api/appointments/agendas?areaId=${areaId}`),
    enabled: areaId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Where the browser that sent an answer books its appointment (proven by its submission id). */
export const bookingRedirect = (answerId: string, clientSubmissionId: string) =>
  api<BookingRedirect>(`/api/public/answers/${answerId}/appointment`, {
    method: 'POST',
    body: { clientSubmissionId },
    quietSessionLoss: true,
  });
