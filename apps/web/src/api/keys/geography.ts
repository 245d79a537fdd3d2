export const geographyKeys = {
  all: ['geography'] as const,
  tree: ['geography', 'tree'] as const,
  municipalities: (name: string) => ['geography', 'municipalities', name] as const,
  areas: (filter: object) => ['geography', 'areas', filter] as const,
};
