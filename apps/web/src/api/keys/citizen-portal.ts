export const citizenPortalKeys = {
  answers: ['citizen-portal', 'answers'] as const,
  answersPage: (token: string, page: number) => ['citizen-portal', 'answers', token, page] as const,
  revision: (answerId: string, token: string) => ['citizen-portal', 'revision', answerId, token] as const,
  revisionFiles: (answerId: string, token: string, fileIds: string[]) =>
    ['citizen-portal', 'revision-files', answerId, token, fileIds] as const,
};
