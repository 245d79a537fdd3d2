export const recipientsKey = (query: object | null, place: object) => ['recipients', query, place] as const;
