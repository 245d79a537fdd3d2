/**
 * An overrides catalogue (es-419): only the texts that differ from the catalogue it falls back to,
 * each under the same key.
 */
export type Overrides<T> = { [K in keyof T]?: T[K] extends string ? string : Overrides<T[K]> };
