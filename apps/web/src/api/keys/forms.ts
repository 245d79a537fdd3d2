export const formsKeys = {
  all: ['forms'] as const,
  list: (filter: object) => ['forms', 'list', filter] as const,
  detail: (id: string | null) => ['forms', 'detail', id] as const,
  managementAreas: (areaId: string | null) => ['forms', 'management', 'areas', areaId] as const,
  incidentTypes: (areaId: string | null, managementAreaId: string | null) =>
    ['forms', 'management', 'incident-types', areaId, managementAreaId] as const,
};
