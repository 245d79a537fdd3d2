import {
  type AdminCreateUser,
  type AreaInput,
  type AreaView,
  type LocationTree,
  type MunicipalityInput,
  type MunicipalityView,
  type UpdateUser,
  type UserList,
  type CreatedUser,
  type UserRow,
  type userListQuerySchema,
} from '@cabildo/domain';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export function useLocationTree() {
  return useQuery({
    queryKey: ['geography', 'tree'],
    queryFn: () => api<LocationTree>('/api/geography/tree'),
    staleTime: 60_000,
  });
}

export function useMunicipalities(name: string) {
  return useQuery({
    queryKey: ['geography', 'municipalities', name],
    queryFn: () => api<MunicipalityView[]>(`/api/municipalities${query({ name })}`),
    placeholderData: keepPreviousData,
  });
}

export function useSaveMunicipality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MunicipalityInput }) =>
      api<MunicipalityView>(id ? `/api/municipalities/${id}` : '/api/municipalities', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['geography'] }),
  });
}

export function useAreas(filter: { name: string; municipalityId: string; page: number }) {
  return useQuery({
    queryKey: ['geography', 'areas', filter],
    queryFn: () =>
      api<{ rows: AreaView[]; total: number }>(
        `/api/areas${query({ name: filter.name, municipalityId: filter.municipalityId, page: filter.page })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AreaInput) => api<AreaView>('/api/areas', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['geography'] }),
  });
}

export type UserListParams = z.output<typeof userListQuerySchema>;

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: ['users', params],
    queryFn: () =>
      api<UserList>(
        `/api/users${query({
          page: params.page,
          pageSize: params.pageSize,
          sort: params.sort,
          order: params.order,
          search: params.search,
          // Sorted by role: in the order of the names shown.
          roleOrder: params.sort === 'role' ? params.roleOrder.join(',') : undefined,
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

const invalidateUsers = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['users'] });

/** One user, fresh from the server (the edit dialog). */
export function useUser(id: string) {
  return useQuery({
    queryKey: ['users', 'one', id],
    queryFn: () => api<UserRow>(`/api/users/${id}`),
    staleTime: 0,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<AdminCreateUser>) =>
      api<CreatedUser>('/api/users', { method: 'POST', body: input }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUser }) =>
      api<UserRow>(`/api/users/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api<UserRow>(`/api/users/${id}/disabled`, { method: 'POST', body: { disabled } }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: (id: string) =>
      api<{ revoked: number }>(`/api/users/${id}/sign-out-everywhere`, { method: 'POST' }),
  });
}
