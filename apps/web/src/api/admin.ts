import {
  type AdminCreateUser,
  type AreaInput,
  type MunicipalityInput,
  type UpdateUser,
  type userListQuerySchema,
} from '@cabildo/domain';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { geographyKeys } from './keys/geography.ts';
import { usersKeys } from './keys/users.ts';

export function useLocationTree() {
  return useQuery({
    queryKey: geographyKeys.tree,
    queryFn: () => api.get('/api/geography/tree'),
    staleTime: 60_000,
  });
}

export function useMunicipalities(name: string) {
  return useQuery({
    queryKey: geographyKeys.municipalities(name),
    queryFn: () => api.get('/api/municipalities', { query: { name: name || undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveMunicipality() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MunicipalityInput }) =>
      id
        ? api.put('/api/municipalities/{id}', { path: { id }, body: input })
        : api.post('/api/municipalities', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geographyKeys.all }),
  });
}

export function useAreas(filter: { name: string; municipalityId: string; page: number }) {
  return useQuery({
    queryKey: geographyKeys.areas(filter),
    queryFn: () =>
      api.get('/api/areas', {
        query: {
          name: filter.name || undefined,
          municipalityId: filter.municipalityId || undefined,
          page: filter.page,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AreaInput) => api.post('/api/areas', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geographyKeys.all }),
  });
}

export type UserListParams = z.output<typeof userListQuerySchema>;

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: usersKeys.list(params),
    queryFn: () =>
      api.get('/api/users', {
        query: {
          page: params.page,
          pageSize: params.pageSize,
          sort: params.sort,
          order: params.order,
          search: params.search || undefined,
          // Sorted by role: in the order of the names shown.
          roleOrder: params.sort === 'role' ? params.roleOrder.join(',') : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

const invalidateUsers = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: usersKeys.all });

/** One user, fresh from the server (the edit dialog). */
export function useUser(id: string) {
  return useQuery({
    queryKey: usersKeys.one(id),
    queryFn: () => api.get('/api/users/{id}', { path: { id } }),
    staleTime: 0,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<AdminCreateUser>) =>
      api.post('/api/users', { body: input as AdminCreateUser }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUser }) =>
      api.put('/api/users/{id}', { path: { id }, body: input }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api.post('/api/users/{id}/disabled', { path: { id }, body: { disabled } }),
    onSuccess: () => invalidateUsers(queryClient),
  });
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: (id: string) => api.post('/api/users/{id}/sign-out-everywhere', { path: { id } }),
  });
}
