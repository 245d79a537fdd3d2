import type { FormTemplate } from '@cabildo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from './client.ts';
import { formsKeys } from './keys/forms.ts';

export type FormListFilter = { page: number; name: string; areaId: string; municipalityId: string };

export function useForms(filter: FormListFilter) {
  const query = {
    page: filter.page,
    name: filter.name || undefined,
    areaId: filter.areaId || undefined,
    municipalityId: filter.municipalityId || undefined,
  };
  return useQuery({
    queryKey: formsKeys.list(filter),
    queryFn: () => api.get('/api/forms', { query }),
    placeholderData: keepPreviousData,
  });
}

/** Where the form editor sends a header image (multipart, with upload progress). */
export const headerImageUploadUrl = apiUrl('post', '/api/files/header-image');

const useFormMutation = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsKeys.all }),
  });
};

export const useSetFormScope = () =>
  useFormMutation(({ id, isPublic }: { id: string; isPublic: boolean }) =>
    api.put('/api/forms/{id}/scope', { path: { id }, body: { public: isPublic } }),
  );

export const useDuplicateForm = () =>
  useFormMutation(({ id, areaId }: { id: string; areaId: string }) =>
    api.post('/api/forms/{id}/duplicate', { path: { id }, body: { areaId } }),
  );

export const useDeleteForm = () =>
  useFormMutation((id: string) => api.delete('/api/forms/{id}', { path: { id } }));

export function useFormDetail(id: string | null) {
  return useQuery({
    queryKey: formsKeys.detail(id),
    queryFn: () => api.get('/api/forms/{id}', { path: { id: id! } }),
    enabled: id !== null,
  });
}

export const useSaveForm = () =>
  useFormMutation(({ id, template }: { id: string | null; template: FormTemplate }) =>
    id
      ? api.put('/api/forms/{id}', { path: { id }, body: template })
      : api.post('/api/forms', { body: template }),
  );

/** The management system's areas for the municipality of the form's main area (the editor's incident area). */
export function useManagementAreas(areaId: string | null) {
  return useQuery({
    queryKey: formsKeys.managementAreas(areaId),
    queryFn: () => api.get('/api/forms/management/areas', { query: { areaId: areaId! } }),
    enabled: areaId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The incident types of one of those areas. */
export function useIncidentTypes(areaId: string | null, managementAreaId: string | null) {
  return useQuery({
    queryKey: formsKeys.incidentTypes(areaId, managementAreaId),
    queryFn: () =>
      api.get('/api/forms/management/incident-types', {
        query: { areaId: areaId ?? '', managementAreaId: managementAreaId ?? '' },
      }),
    enabled: areaId !== null && managementAreaId !== null,
    staleTime: 60_000,
  });
}
