// The users list's paging and sort keys, apart from the schemas so the list page loads without zod.
export const USER_SORT_FIELDS = ['email', 'username', 'municipality', 'role', 'lastUpdateAt'] as const;
export const USERS_PAGE_SIZE = 7;
