import type {
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointPatch,
  WebhookSecret,
} from '@cabildo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

/** The webhooks administration API (apps/server/src/modules/webhooks/routes.ts). */

const search = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
};

export function useWebhookEndpoints(municipalityId: string) {
  return useQuery({
    queryKey: ['webhooks', 'endpoints', municipalityId],
    queryFn: () => api<WebhookEndpointList>(`/api/webhooks/endpoints${search({ municipalityId })}`),
    placeholderData: keepPreviousData,
  });
}

export function useWebhookForms(municipalityId: string) {
  return useQuery({
    queryKey: ['webhooks', 'forms', municipalityId],
    queryFn: () =>
      api<{ rows: { id: string; title: string }[] }>(`/api/webhooks/forms${search({ municipalityId })}`),
    enabled: municipalityId !== '',
  });
}

export function useWebhookDeliveries(filter: {
  endpointId: string;
  status: WebhookDeliveryStatus | '';
  page: number;
}) {
  return useQuery({
    queryKey: ['webhooks', 'deliveries', filter],
    queryFn: () => api<WebhookDeliveryList>(`/api/webhooks/deliveries${search(filter)}`),
    placeholderData: keepPreviousData,
  });
}

/** Every webhook query refetches after a change (endpoint counts follow the log). */
function useChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['webhooks'] });
}

export function useCreateWebhook() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      api<WebhookSecret>('/api/webhooks/endpoints', { method: 'POST', body: input }),
    onSuccess: changed,
  });
}

export function useUpdateWebhook() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: WebhookEndpointPatch }) =>
      api<WebhookEndpoint>(`/api/webhooks/endpoints/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: changed,
  });
}

export function useDeleteWebhook() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/webhooks/endpoints/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export function useRotateWebhookSecret() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api<WebhookSecret>(`/api/webhooks/endpoints/${id}/secret`, { method: 'POST' }),
    onSuccess: changed,
  });
}

export function useRedeliver() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api<WebhookDelivery>(`/api/webhooks/deliveries/${id}/retry`, { method: 'POST' }),
    onSuccess: changed,
  });
}
