import type { JobQueueName } from '@cabildo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { jobsKey } from './keys/jobs.ts';

/** The background jobs API (apps/server/src/modules/jobs/routes.ts), admin only. */

/** The queues and the last failures, read again every 10 seconds while the page is open. */
export function useJobsOverview() {
  return useQuery({
    queryKey: jobsKey,
    queryFn: () => api.get('/api/jobs'),
    refetchInterval: 10_000,
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, id }: { queue: JobQueueName; id: string }) =>
      api.post('/api/jobs/{queue}/{id}/retry', { path: { queue, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
