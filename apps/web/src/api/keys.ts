/**
 * Every query key of the app, one resource a group: a group's `all` is the prefix of all its keys,
 * so invalidating it refreshes each of them. Queries and invalidations use these, never a literal.
 * One export per resource, so a page's bundle takes only the groups it uses.
 */
export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  settings: ['auth', 'settings'] as const,
};

export const remoteConfigKey = ['remote-config'] as const;

export const geographyKeys = {
  all: ['geography'] as const,
  tree: ['geography', 'tree'] as const,
  municipalities: (name: string) => ['geography', 'municipalities', name] as const,
  areas: (filter: object) => ['geography', 'areas', filter] as const,
};

export const usersKeys = {
  all: ['users'] as const,
  list: (params: object) => ['users', params] as const,
  one: (id: string) => ['users', 'one', id] as const,
};

export const formsKeys = {
  all: ['forms'] as const,
  list: (filter: object) => ['forms', 'list', filter] as const,
  detail: (id: string | null) => ['forms', 'detail', id] as const,
  managementAreas: (areaId: string | null) => ['forms', 'management', 'areas', areaId] as const,
  incidentTypes: (areaId: string | null, managementAreaId: string | null) =>
    ['forms', 'management', 'incident-types', areaId, managementAreaId] as const,
};

export const answeringKeys = {
  /** Every mode's opening of one form (the saved page reads whichever was open). */
  form: (id: string | null) => ['answering', 'form', id] as const,
  formIn: (id: string, mode: string) => ['answering', 'form', id, mode] as const,
};

export const answersKeys = {
  all: ['answers'] as const,
  detail: (id: string | undefined) => ['answers', 'detail', id] as const,
  list: (formId: string, filter: object, position: object) =>
    ['answers', 'list', formId, filter, position] as const,
  count: (formId: string, filter: object) => ['answers', 'count', formId, filter] as const,
  points: (formId: string, filter: object) => ['answers', 'points', formId, filter] as const,
  corrected: (answerId: string) => ['answers', 'corrected', answerId] as const,
};

export const ownAnswersKeys = {
  all: ['ownAnswers'] as const,
  ofForm: (formId: string) => ['ownAnswers', formId] as const,
  page: (formId: string, position: object) => ['ownAnswers', formId, position] as const,
};

export const citizenPortalKeys = {
  answers: ['citizen-portal', 'answers'] as const,
  answersPage: (token: string, page: number) => ['citizen-portal', 'answers', token, page] as const,
  revision: (answerId: string, token: string) => ['citizen-portal', 'revision', answerId, token] as const,
  revisionFiles: (answerId: string, token: string, fileIds: string[]) =>
    ['citizen-portal', 'revision-files', answerId, token, fileIds] as const,
};

export const appointmentsKeys = {
  agendas: (areaId: string | null) => ['appointments', 'agendas', areaId] as const,
};

export const paymentsKeys = {
  view: (formId: string, mode: string) => ['payments', 'view', formId, mode] as const,
  order: (orderId: string) => ['payments', 'order', orderId] as const,
  gateway: (orderId: string) => ['payments', 'gateway', orderId] as const,
  result: (orderNumber: string, answerId: string) => ['payments', 'result', orderNumber, answerId] as const,
  reconciliation: (formId: string) => ['payments', 'reconciliation', formId] as const,
};

export const pdfSettingsKey = (municipalityId: string) => ['pdf-settings', municipalityId] as const;

export const placesKeys = {
  assets: (formId: string, latitude: number | undefined, longitude: number | undefined) =>
    ['places', 'assets', formId, latitude, longitude] as const,
};

export const recipientsKey = (query: object | null, place: object) => ['recipients', query, place] as const;

export const statisticsKeys = {
  monthly: ['statistics', 'monthly'] as const,
  ofForm: (formId: string, range: object) => ['statistics', formId, range] as const,
};

export const webhooksKeys = {
  all: ['webhooks'] as const,
  endpoints: (municipalityId: string | undefined) => ['webhooks', 'endpoints', municipalityId] as const,
  forms: (municipalityId: string | undefined) => ['webhooks', 'forms', municipalityId] as const,
  deliveries: (filter: object) => ['webhooks', 'deliveries', filter] as const,
};

export const jobsKey = ['jobs'] as const;
