export const usersKeys = {
  all: ['users'] as const,
  list: (params: object) => ['users', params] as const,
  one: (id: string) => ['users', 'one', id] as const,
};
