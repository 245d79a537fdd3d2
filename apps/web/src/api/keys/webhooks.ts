export const webhooksKeys = {
  all: ['webhooks'] as const,
  endpoints: (municipalityId: string | undefined) => ['webhooks', 'endpoints', municipalityId] as const,
  forms: (municipalityId: string | undefined) => ['webhooks', 'forms', municipalityId] as const,
  deliveries: (filter: object) => ['webhooks', 'deliveries', filter] as const,
};
