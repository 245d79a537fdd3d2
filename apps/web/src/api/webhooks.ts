import type { WebhookDeliveryStatus, WebhookEndpointInput, WebhookEndpointPatch } from '@cabildo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { webhooksKeys } from './keys/webhooks.ts';

/** The webhooks administration API (apps/server/src/modules/webhooks/routes.ts). */

export function useWebhookEndpoints(municipalityId: string) {
  return useQuery({
    queryKey: webhooksKeys.endpoints(municipalityId),
    queryFn: () =>
      api.get('/api/webhooks/endpoints', { query: { municipalityId: municipalityId || undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useWebhookForms(municipalityId: string) {
  return useQuery({
    queryKey: webhooksKeys.forms(municipalityId),
    queryFn: () => api.get('/api/webhooks/forms', { query: { municipalityId } }),
    enabled: municipalityId !== '',
  });
}

export function useWebhookDeliveries(filter: {
  endpointId: string;
  status: WebhookDeliveryStatus | '';
  page: number;
}) {
  return useQuery({
    queryKey: webhooksKeys.deliveries(filter),
    queryFn: () =>
      api.get('/api/webhooks/deliveries', {
        query: {
          endpointId: filter.endpointId,
          status: filter.status || undefined,
          page: filter.page,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every webhook query refetches after a change (endpoint counts follow the log). */
function useChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all });
}

export function useCreateWebhook() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) => api.post('/api/webhooks/endpoints', { body: input }),
    onSuccess: changed,
  });
}

export function useUpdateWebhook() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: WebhookEndpointPatch }) =>
      api.patch('/api/webhooks/endpoints/{id}', { path: { id }, body: patch }),
    onSuccess: changed,
  });
}

export function useDeleteWebhook() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/webhooks/endpoints/{id}', { path: { id } }),
    onSuccess: changed,
  });
}

export function useRotateWebhookSecret() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/webhooks/endpoints/{id}/secret', { path: { id } }),
    onSuccess: changed,
  });
}

export function useRedeliver() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/webhooks/deliveries/{id}/retry', { path: { id } }),
    onSuccess: changed,
  });
}
