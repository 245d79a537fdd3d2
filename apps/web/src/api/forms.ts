import type { FormDetail, FormList, FormTemplate, IncidentType, ManagementArea } from '@cabildo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

export type FormListFilter = { page: number; name: string; areaId: string; municipalityId: string };

export function useForms(filter: FormListFilter) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.name) params.set('name', filter.name);
  if (filter.areaId) params.set('areaId', filter.areaId);
  if (filter.municipalityId) params.set('municipalityId', filter.municipalityId);
  return useQuery({
    queryKey: ['forms', 'list', filter],
    queryFn: () => api<FormList>(`/api/forms?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

const useFormMutation = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
};

export const useSetFormScope = () =>
  useFormMutation(({ id, isPublic }: { id: string; isPublic: boolean }) =>
    api<{ public: boolean }>(`/api/forms/${id}/scope`, { method: 'PUT', body: { public: isPublic } }),
  );

export const useDuplicateForm = () =>
  useFormMutation(({ id, areaId }: { id: string; areaId: string }) =>
    api<FormDetail>(`/api/forms/${id}/duplicate`, { method: 'POST', body: { areaId } }),
  );

export const useDeleteForm = () =>
  useFormMutation((id: string) => api<{ soft: boolean }>(`/api/forms/${id}`, { method: 'DELETE' }));

export function useFormDetail(id: string | null) {
  return useQuery({
    queryKey: ['forms', 'detail', id],
    queryFn: () => api<FormDetail>(`/api/forms/${id}`),
    enabled: id !== null,
  });
}

export const useSaveForm = () =>
  useFormMutation(({ id, template }: { id: string | null; template: FormTemplate }) =>
    api<FormDetail>(id ? `/api/forms/${id}` : '/api/forms', { method: id ? 'PUT' : 'POST', body: template }),
  );

/** The management system's areas for the municipality of the form's main area (the editor's incident area). */
export function useManagementAreas(areaId: string | null) {
  return useQuery({
    queryKey: ['forms', 'management', 'areas', areaId],
    queryFn: () => api<ManagementArea[]>(`/api/forms/management/areas?areaId=${areaId}`),
    enabled: areaId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The incident types of one of those areas. */
export function useIncidentTypes(areaId: string | null, managementAreaId: string | null) {
  return useQuery({
    queryKey: ['forms', 'management', 'incident-types', areaId, managementAreaId],
    queryFn: () =>
      api<IncidentType[]>(
        `/api/forms/management/incident-types?${new URLSearchParams({
          areaId: areaId ?? '',
          managementAreaId: managementAreaId ?? '',
        }).toString()}`,
      ),
    enabled: areaId !== null && managementAreaId !== null,
    staleTime: 60_000,
  });
}
