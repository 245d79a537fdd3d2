import type { FormStatistics, MonthlyStatistics, StatisticsQuickRange } from '@cabildo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** What the page asks for: a quick range (the server's calendar) or two days. */
export type StatisticsRange = { range: StatisticsQuickRange } | { from: string; to: string };

export function useFormStatistics(formId: string, range: StatisticsRange) {
  const params = new URLSearchParams('range' in range ? { range: range.range } : range);
  return useQuery({
    queryKey: ['statistics', formId, range],
    queryFn: () => api<FormStatistics>(`/api/forms/${formId}/statistics?${params.toString()}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The admin's general statistics (the server refuses anyone else). */
export function useMonthlyStatistics(enabled: boolean) {
  return useQuery({
    queryKey: ['statistics', 'monthly'],
    queryFn: () => api<MonthlyStatistics>('/api/statistics/monthly'),
    enabled,
    retry: false,
  });
}
