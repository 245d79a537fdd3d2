import type { StatisticsQuickRange } from '@cabildo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { statisticsKeys } from './keys/statistics.ts';

/** What the page asks for: a quick range (the server's calendar) or two days. */
export type StatisticsRange = { range: StatisticsQuickRange } | { from: string; to: string };

export function useFormStatistics(formId: string, range: StatisticsRange) {
  const query = 'range' in range ? { range: range.range } : { from: range.from, to: range.to };
  return useQuery({
    queryKey: statisticsKeys.ofForm(formId, range),
    queryFn: () => api.get('/api/forms/{id}/statistics', { path: { id: formId }, query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The admin's general statistics (the server refuses anyone else). */
export function useMonthlyStatistics(enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.monthly,
    queryFn: () => api.get('/api/statistics/monthly'),
    enabled,
    retry: false,
  });
}
