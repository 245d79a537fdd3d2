export const answersKeys = {
  all: ['answers'] as const,
  detail: (id: string | undefined) => ['answers', 'detail', id] as const,
  list: (formId: string, filter: object, position: object) =>
    ['answers', 'list', formId, filter, position] as const,
  count: (formId: string, filter: object) => ['answers', 'count', formId, filter] as const,
  points: (formId: string, filter: object) => ['answers', 'points', formId, filter] as const,
  corrected: (answerId: string) => ['answers', 'corrected', answerId] as const,
};
