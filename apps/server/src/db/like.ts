/** A typed text as a literal inside a LIKE/ILIKE pattern: its `%`, `_` and `\\` match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
