import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { appointmentsKeys } from './keys/appointments.ts';

/** The booking system's agendas (procedure type 2) for the municipality of a form's main area. */
export function useAgendas(areaId: string | null) {
  return useQuery({
    queryKey: appointmentsKeys.agendas(areaId),
    queryFn: () => api.get('/api/appointments/agendas', { query: { areaId: areaId! } }),
    enabled: areaId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Where the browser that sent an answer books its appointment (proven by its submission id). */
export const bookingRedirect = (answerId: string, clientSubmissionId: string) =>
  api.post('/api/public/answers/{id}/appointment', {
    path: { id: answerId },
    body: { clientSubmissionId },
    quietSessionLoss: true,
  });
