export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: object) => ['audit', 'list', filter] as const,
  history: (subject: string, subjectId: string) => ['audit', 'history', subject, subjectId] as const,
};
