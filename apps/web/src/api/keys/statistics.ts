export const statisticsKeys = {
  monthly: ['statistics', 'monthly'] as const,
  ofForm: (formId: string, range: object) => ['statistics', formId, range] as const,
};
