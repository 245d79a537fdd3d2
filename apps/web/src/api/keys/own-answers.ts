export const ownAnswersKeys = {
  all: ['ownAnswers'] as const,
  ofForm: (formId: string) => ['ownAnswers', formId] as const,
  page: (formId: string, position: object) => ['ownAnswers', formId, position] as const,
};
